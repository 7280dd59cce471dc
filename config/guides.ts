/**
 * The educational guides as data: how to fact-check a claim, and how to verify images and
 * videos. Tools listed are real, named as their makers name them; where a tool's availability
 * is uncertain the note says so rather than send readers to a dead page.
 */

export type ReferenceLink = { name: string; url: string; description: string };

/* ---- /how-to-fact-check ------------------------------------------------------------------ */

export type HowToStep = {
  id: string;
  /** Short name, used in the HowTo structured data. */
  name: string;
  title: string;
  text: string;
  tips: string[];
  checklist?: string[];
  outcomes?: { label: "True" | "False" | "Unverified"; description: string }[];
};

export const howToFactCheck = {
  title: "How to Fact-Check a Claim",
  intro:
    "Four steps anyone can follow to check a claim: identify it precisely, find primary sources, cross-reference them, and draw an honest conclusion. It takes minutes for most claims, and the habit protects you from sharing what is not true.",
  totalTime: "PT15M",
  steps: [
    {
      id: "identify-the-claim",
      name: "Identify the claim",
      title: "Identify the claim",
      text: "Pin down exactly what is being said before you look for evidence. Vague claims cannot be checked; precise ones can.",
      tips: [
        'Separate the checkable fact from the opinion around it: "crime is out of control" is a view; "violent crime rose 20% last year" can be checked.',
        "Write the claim down with its who, what, when, where and how much.",
        "Find where it first appeared. A screenshot of a repost is not a source; look for the original post, article, speech or report.",
        "Note the date and setting. A true statement from ten years ago can be false today.",
      ],
    },
    {
      id: "find-primary-sources",
      name: "Find primary sources",
      title: "Find primary sources",
      text: "Go to the origin of the information rather than someone's account of it: the dataset, the study, the law, the full speech.",
      tips: [
        "Official statistics, court records, legislation, company filings and full transcripts or videos are primary sources.",
        "For a study, read the paper, not the press release: check who ran it, how large it was, and whether it was peer reviewed or is a preprint.",
        "For a quote, find the full recording or transcript and read what was said before and after.",
        "Check the version and date of what you find: figures are revised, and pages change. The Wayback Machine shows earlier versions.",
      ],
    },
    {
      id: "cross-reference",
      name: "Cross-reference the evidence",
      title: "Cross-reference with a checklist",
      text: "One source is rarely enough. Compare what independent, credible sources say, and work through this checklist.",
      tips: [],
      checklist: [
        "Have at least two independent, credible sources confirmed it, rather than repeating each other?",
        "Is each source credible on this subject, with expertise, a track record and a corrections policy?",
        "Is the information current, and does its date match the claim?",
        "Does the quote or number appear in its original context, not trimmed or cherry-picked?",
        "Have professional fact-checkers already reviewed it?",
        "Who benefits if the claim is believed, and does any source have a stake in it?",
        "Are the photos or videos genuine and shown in their original context?",
      ],
    },
    {
      id: "analyse-and-conclude",
      name: "Analyse and conclude",
      title: "Analyse and conclude",
      text: "Weigh what you found and reach a conclusion the evidence supports, no stronger and no weaker. Write down your sources so others can check your work.",
      tips: [
        "If part of the claim is right and part is wrong, say which part is which.",
        "Keep an open mind: new evidence can change the answer, and that is the process working.",
      ],
      outcomes: [
        { label: "True", description: "Credible, independent sources confirm the claim as stated, in its context." },
        { label: "False", description: "Credible evidence contradicts the claim, or the claim misrepresents its own source." },
        {
          label: "Unverified",
          description: "There is not enough reliable evidence either way. Say so rather than guess, and do not share the claim as fact.",
        },
      ],
    },
  ] satisfies HowToStep[],
};

export const howToReferences: { title: string; links: ReferenceLink[] }[] = [
  {
    title: "Fact-checking organisations",
    links: [
      { name: "PolitiFact", url: "https://www.politifact.com/", description: "Truth-O-Meter ratings of US political claims." },
      { name: "FactCheck.org", url: "https://www.factcheck.org/", description: "Non-partisan checks of US political claims." },
      { name: "Snopes", url: "https://www.snopes.com/", description: "Investigations of rumours, hoaxes and viral claims." },
      { name: "AP Fact Check", url: "https://apnews.com/ap-fact-check", description: "The Associated Press newsroom's fact-checks." },
      {
        name: "AFP Fact Check",
        url: "https://factcheck.afp.com/",
        description: "Agence France-Presse's international fact-checking desk.",
      },
      { name: "Full Fact", url: "https://fullfact.org/", description: "The UK's independent fact-checking charity." },
      {
        name: "IFCN signatories",
        url: "https://ifcncodeofprinciples.poynter.org/signatories",
        description: "Fact-checkers that have signed the International Fact-Checking Network's code of principles.",
      },
      {
        name: "Google Fact Check Explorer",
        url: "https://toolbox.google.com/factcheck/explorer",
        description: "Search fact-checks from many publishers by keyword.",
      },
    ],
  },
  {
    title: "Primary sources and data",
    links: [
      { name: "U.S. Census Bureau", url: "https://www.census.gov/", description: "Population and economic statistics." },
      { name: "Bureau of Labor Statistics", url: "https://www.bls.gov/", description: "Jobs, wages and inflation data." },
      { name: "Congress.gov", url: "https://www.congress.gov/", description: "US bills, votes and the Congressional Record." },
      { name: "PubMed", url: "https://pubmed.ncbi.nlm.nih.gov/", description: "An index of biomedical research papers." },
      { name: "Google Scholar", url: "https://scholar.google.com/", description: "Search across academic papers and citations." },
      {
        name: "Our World in Data",
        url: "https://ourworldindata.org/",
        description: "Charts and datasets on global problems, with sources.",
      },
      { name: "Wayback Machine", url: "https://web.archive.org/", description: "Archived copies of web pages over time." },
    ],
  },
];

/* ---- /image-verification-tools and /video-verification-tools ----------------------------- */

export type GuideTool = { name: string; url?: string; description: string; note?: string };
export type GuideTechnique = { id: string; title: string; description: string; tips: string[] };
export type GuideStep = { title: string; description: string };

export type VerificationGuide = {
  path: "/image-verification-tools" | "/video-verification-tools";
  metadata: { title: string; description: string; keywords: string[] };
  title: string;
  intro: string;
  techniques: GuideTechnique[];
  tools: GuideTool[];
  workflow: GuideStep[];
  redFlags: string[];
  goodSigns: string[];
  /** The sibling guide, linked from the page. */
  sibling: { href: VerificationGuide["path"]; label: string; description: string };
};

const reverseSearchEngines: GuideTool[] = [
  {
    name: "Google Lens",
    url: "https://lens.google/",
    description: "Google's visual search: finds matching and similar images, and the pages they appear on. Crop to the part that matters.",
  },
  {
    name: "TinEye",
    url: "https://tineye.com/",
    description: "Finds exact and edited copies of an image and can sort them oldest first, which helps find the earliest version.",
  },
  {
    name: "Bing Visual Search",
    url: "https://www.bing.com/visualsearch",
    description: "Microsoft's image search; it indexes different pages from Google, so it often finds copies the others miss.",
  },
  {
    name: "Yandex Images",
    url: "https://yandex.com/images/",
    description: "Strong at matching buildings, landscapes and faces; especially useful for images from Eastern Europe and Russia.",
  },
];

const locationTools: GuideTool[] = [
  {
    name: "Google Earth",
    url: "https://earth.google.com/web/",
    description:
      "Satellite imagery and 3D terrain to match landmarks, roads and skylines. The desktop Google Earth Pro adds historical imagery.",
  },
  {
    name: "SunCalc",
    url: "https://www.suncalc.org/",
    description:
      "Shows the sun's position and shadow direction for any place, date and time, to test whether shadows fit the claimed time.",
  },
];

export const imageVerificationGuide: VerificationGuide = {
  path: "/image-verification-tools",
  metadata: {
    title: "Image Verification Tools and Techniques",
    description:
      "How to verify a photo: reverse image search, metadata, manipulation checks, geolocation and AI-image signs, with the free tools professionals use, a workflow, red flags and good signs.",
    keywords: ["image verification", "reverse image search", "photo forensics", "fake image detection", "EXIF metadata"],
  },
  title: "Image Verification Tools",
  intro:
    "Most misleading images are not fakes: they are real photos shown with the wrong place, date or story. These techniques and free tools help you find out where an image came from, whether it was altered, and whether it shows what it claims to show.",
  techniques: [
    {
      id: "reverse-image-search",
      title: "Reverse image search",
      description: "Search with the image itself to find where else it appears and, above all, its earliest copy.",
      tips: [
        "Use more than one engine: each indexes different parts of the web.",
        "Look for the oldest result. If the image was online before the event it supposedly shows, the claim is false.",
        "Crop to the distinctive part (a face, a sign, a building) and search again; flip the image if you suspect it was mirrored.",
      ],
    },
    {
      id: "metadata",
      title: "Check the metadata",
      description: "Original image files can carry EXIF data: camera model, date and time, sometimes GPS coordinates.",
      tips: [
        "Most social platforms strip metadata on upload, so an image from a feed usually has none. That is normal, not suspicious.",
        "Metadata can be edited. Treat it as supporting evidence, never as proof on its own.",
        "Some cameras and editing tools now attach Content Credentials (C2PA), a signed record of how an image was made and edited.",
      ],
    },
    {
      id: "manipulation",
      title: "Look for manipulation",
      description: "Zoom in and examine the details that editing and generation tend to get wrong.",
      tips: [
        "Check edges around people and objects, shadows and reflections, repeated patterns from cloning, and warped straight lines.",
        "Error level analysis and noise analysis highlight areas saved differently from the rest. They produce many false alarms, so read them as a prompt to look closer, not a verdict.",
      ],
    },
    {
      id: "location-and-time",
      title: "Verify the place and time",
      description: "Check the visible details against the claimed location and date.",
      tips: [
        "Read the clues: signs and their language, number plates, architecture, vegetation, weather, the side of the road cars drive on.",
        "Match landmarks and skylines with satellite and street-level imagery.",
        "Compare shadow directions with the sun's position for the claimed time, and weather records for the claimed date.",
      ],
    },
    {
      id: "ai-generated",
      title: "Spot AI-generated images",
      description: "Generated images have become convincing, but they still leave clues.",
      tips: [
        "Look at hands, teeth, ears and jewellery, text on signs and clothing, and backgrounds where objects merge or make no sense.",
        "Check for a label from the platform or the creator, and for Content Credentials.",
        "Automated detectors give probabilities and make mistakes in both directions; never rely on one alone.",
      ],
    },
  ],
  tools: [
    ...reverseSearchEngines,
    {
      name: "InVID-WeVerify verification plugin",
      url: "https://www.invid-project.eu/tools-and-services/invid-verification-plugin/",
      description:
        "A free browser plugin built for journalists: reverse search across engines at once, a magnifier, metadata reading and forensic filters in one place.",
    },
    {
      name: "FotoForensics",
      url: "https://fotoforensics.com/",
      description: "Error level analysis and metadata for an uploaded image, with tutorials on reading the results.",
    },
    {
      name: "Forensically",
      url: "https://29a.ch/photo-forensics/",
      description: "Browser-based forensic filters: clone detection, error level analysis, noise analysis and a magnifier.",
    },
    {
      name: "ExifTool",
      url: "https://exiftool.org/",
      description: "Phil Harvey's command-line tool that reads (and writes) metadata in almost every image format. The reference tool.",
    },
    {
      name: "Jeffrey's Image Metadata Viewer",
      url: "https://exif.regex.info/exif.cgi",
      description: "A web page that shows an image's metadata, including a map for GPS coordinates, without installing anything.",
    },
    {
      name: "Content Credentials Verify",
      url: "https://contentcredentials.org/verify",
      description:
        "Inspects C2PA Content Credentials: who made an image, with what tool, and how it was edited, when that record is attached.",
    },
    ...locationTools,
    {
      name: "Wayback Machine",
      url: "https://web.archive.org/",
      description: "Archived copies of web pages, to see when an image was first published on a page and what the page said.",
    },
  ],
  workflow: [
    {
      title: "Save the best copy",
      description: "Save the highest-resolution version you can find and note where you found it, who posted it and when.",
    },
    {
      title: "Search for earlier copies",
      description: "Run reverse searches on two or more engines and find the earliest appearance and its original caption.",
    },
    {
      title: "Read the metadata",
      description:
        "If you have an original file, read its metadata and any Content Credentials. Note what is missing as well as what is there.",
    },
    {
      title: "Examine the image",
      description: "Zoom in on edges, shadows, reflections and text; use forensic filters to decide where to look closer.",
    },
    {
      title: "Check place and time",
      description: "Geolocate the scene with satellite and street-level imagery; test shadows and weather against the claimed date.",
    },
    {
      title: "Ask the source",
      description: "Contact the photographer or first poster when you can; ask for the original file and the circumstances.",
    },
    {
      title: "Conclude and record",
      description: "Decide whether the image is authentic and shown in its true context, and keep a note of every step and link.",
    },
  ],
  redFlags: [
    "An earlier copy exists from before the event the image supposedly shows.",
    "Only reposts can be found; nobody credits a photographer or agency.",
    "Visible details contradict the caption: the wrong language on signs, the wrong season, the wrong side of the road.",
    "Shadows or lighting point in different directions.",
    "Repeated patches, warped lines or smudged areas around edited objects.",
    "Garbled text, malformed hands or objects that merge into each other.",
    "An urgent, emotional caption pushing you to share before you think.",
  ],
  goodSigns: [
    "It traces back to a named photographer or news agency who confirms it.",
    "The earliest copy matches the claimed date and place.",
    "Landmarks, signs and terrain match satellite and street-level imagery.",
    "Shadows fit the sun's position at the claimed time.",
    "Other people photographed the same scene independently.",
    "Intact Content Credentials or original-file metadata consistent with the story.",
  ],
  sibling: {
    href: "/video-verification-tools",
    label: "Video verification tools",
    description: "Keyframe search, frame-by-frame review and deepfake signs for video.",
  },
};

export const videoVerificationGuide: VerificationGuide = {
  path: "/video-verification-tools",
  metadata: {
    title: "Video Verification Tools and Techniques",
    description:
      "How to verify a video: keyframe reverse search, upload details, frame-by-frame review, geolocation and deepfake signs, with the free tools professionals use, a workflow, red flags and good signs.",
    keywords: ["video verification", "deepfake detection", "keyframe search", "InVID", "verify viral video"],
  },
  title: "Video Verification Tools",
  intro:
    "Viral videos mislead in three main ways: old footage presented as new, real footage from somewhere else, and edited or synthetic footage. These techniques and free tools help you tell which, if any, you are looking at.",
  techniques: [
    {
      id: "keyframes",
      title: "Search with keyframes",
      description: "Reverse image search does not take videos, but it takes stills from them.",
      tips: [
        "Extract several keyframes, especially ones with distinctive scenes, and search each one on more than one engine.",
        "On YouTube, the video's thumbnails are a quick start; the InVID-WeVerify plugin extracts them and keyframes for you.",
        "An earlier copy of the footage settles many claims at once: it shows when and often where the video was really shot.",
      ],
    },
    {
      id: "upload-details",
      title: "Check who uploaded it, and when",
      description: "Find the first upload and look at the account behind it.",
      tips: [
        "Look at the uploader's history: a local account that posts from the area is more likely to be the source than a page that collects viral clips.",
        "Note the upload time, and remember platforms may show dates in a different time zone from the event.",
        "Read the original title and description; reposts often change them.",
      ],
    },
    {
      id: "frame-by-frame",
      title: "Watch frame by frame",
      description: "Edits, splices and inserted frames show up when you step through a clip slowly.",
      tips: [
        "Look for jumps in motion, lighting or sound that reveal a cut.",
        "Check that lips match the audio and that faces keep their shape when they turn.",
        "Find the full-length original: a short clip can reverse the meaning of a longer scene.",
      ],
    },
    {
      id: "place-and-time",
      title: "Geolocate and chronolocate",
      description: "Place the video on a map and on a clock.",
      tips: [
        "Match landmarks, road layouts and skylines against satellite and street-level imagery.",
        "Use shadow length and direction to estimate the time of day, and weather records to test the date.",
        "Compare with other footage of the same event filmed from different angles.",
      ],
    },
    {
      id: "synthetic-video",
      title: "Watch for deepfakes and synthetic video",
      description: "Generated and face-swapped video keeps improving, but close viewing still catches many.",
      tips: [
        "Watch the edges of faces, hair and glasses, teeth, unnatural blinking, and lighting on a face that does not match the scene.",
        "Listen for flat or oddly paced speech, and check whether the person has said the same thing anywhere verifiable.",
        "Automated detectors give probabilities and make mistakes in both directions; treat them as one signal among several.",
      ],
    },
  ],
  tools: [
    {
      name: "InVID-WeVerify verification plugin",
      url: "https://www.invid-project.eu/tools-and-services/invid-verification-plugin/",
      description:
        "The standard free toolkit for video: extracts keyframes and YouTube thumbnails for reverse search, reads upload details, and includes a magnifier and forensic filters.",
    },
    ...reverseSearchEngines,
    {
      name: "YouTube DataViewer (Amnesty International)",
      description:
        "Amnesty's Citizen Evidence Lab tool showed a YouTube video's exact upload time and thumbnails for reverse search. It is no longer reliably online; the InVID-WeVerify plugin does the same job.",
      note: "Not linked: the tool may be unavailable.",
    },
    {
      name: "VLC media player",
      url: "https://www.videolan.org/vlc/",
      description:
        "Free player that steps through a video one frame at a time (press E), and shows codec details under Tools, Media Information.",
    },
    {
      name: "FFmpeg",
      url: "https://ffmpeg.org/",
      description: "Command-line tool to export frames as images for reverse search and close inspection, e.g. one frame per second.",
    },
    {
      name: "MediaInfo",
      url: "https://mediaarea.net/en/MediaInfo",
      description: "Reads a video file's technical metadata: encoder, recording date where present, resolution and frame rate.",
    },
    ...locationTools,
    {
      name: "Wayback Machine",
      url: "https://web.archive.org/",
      description: "Archived copies of the pages where a video was posted, useful when the original post is deleted.",
    },
  ],
  workflow: [
    {
      title: "Save the video",
      description: "Save a copy and the link, the account that posted it, and the time you saw it. Posts get deleted.",
    },
    {
      title: "Find the first upload",
      description: "Search keyframes on several engines and look for the earliest copy and its original description.",
    },
    { title: "Check the uploader", description: "Look at the account's history and location, and whether it films or only reposts." },
    {
      title: "Review frame by frame",
      description: "Step through the clip for cuts, inserted frames and mismatched audio; find the full-length version.",
    },
    {
      title: "Place it in space and time",
      description: "Geolocate landmarks, test shadows and weather, and compare with other footage of the event.",
    },
    {
      title: "Ask the source",
      description: "Contact the person who filmed it when you can; ask for the original file and what happened before and after.",
    },
    {
      title: "Conclude and record",
      description: "Decide whether the footage is authentic and in its true context, and keep a note of every step and link.",
    },
  ],
  redFlags: [
    "An earlier copy exists from before the claimed event, or from another country.",
    "The uploader only reposts viral clips and never credits who filmed them.",
    "The clip starts or ends abruptly, hiding what happened before or after.",
    "Jumps in motion, lighting or sound that suggest a cut.",
    "Lips out of sync with speech, or faces that blur or shift shape when they turn.",
    "Signs, uniforms, vehicles or weather that do not fit the claimed place and date.",
  ],
  goodSigns: [
    "The first upload comes from someone who was there, and they confirm it.",
    "The earliest copy matches the claimed date and place.",
    "Landmarks and terrain match satellite and street-level imagery.",
    "Other footage of the same moment, filmed from other angles, agrees.",
    "Shadows and weather fit the claimed time and date.",
    "The full-length original tells the same story as the clip.",
  ],
  sibling: {
    href: "/image-verification-tools",
    label: "Image verification tools",
    description: "Reverse image search, metadata, manipulation checks and AI-image signs for photos.",
  },
};
