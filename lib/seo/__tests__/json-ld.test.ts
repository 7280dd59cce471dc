import { serializeJsonLd } from "@/lib/seo/json-ld";

describe("serializeJsonLd", () => {
  const hostile = {
    claimReviewed: '</script><script>alert("x")</script> <!-- & \u2028\u2029 done',
  };

  it("never emits characters that could close the script element or open a comment", () => {
    const out = serializeJsonLd(hostile);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out.toLowerCase()).not.toContain("</script");
  });

  it("stays valid JSON that parses back to the same value", () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });

  it("leaves ordinary text readable", () => {
    expect(serializeJsonLd({ name: "Factlens" })).toBe('{"name":"Factlens"}');
  });
});
