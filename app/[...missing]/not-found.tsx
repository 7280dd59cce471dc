// The site's 404 page, as a boundary inside this segment's layout (which adds the structured data):
// app/not-found.tsx itself is in every page's tree, prerendered guide pages included, so it may not
// read the request.
export { default, metadata } from "@/app/not-found";
