/**
 * What a dealer's SVG picture may contain, by namespace URI and local name: the drawing, text,
 * gradient, filter, clipping and declarative animation vocabulary of SVG 1.1/2, and the metadata
 * that editors (Inkscape, Illustrator, Affinity, Sketch) write. Nothing that runs script, embeds
 * another document (`foreignObject`, HTML), loads a file (`cursor`, `font-face-uri`, `tref`) or is
 * not SVG at all. Case matters: XML names are case-sensitive, and so is the browser.
 */

export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** SVG elements a picture may use (in the SVG namespace). */
export const SVG_ELEMENTS = words(`
  svg g defs desc title metadata symbol use switch view a style
  path rect circle ellipse line polyline polygon image text tspan textPath
  linearGradient radialGradient stop pattern clipPath mask marker
  filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
  feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR
  feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight
  feSpecularLighting feSpotLight feTile feTurbulence
  animate animateMotion animateTransform set mpath
`);

/** Animation elements: their `attributeName` must name an attribute of this list other than a link. */
export const ANIMATION_ELEMENTS = words('animate animateMotion animateTransform set');

/** Attributes without a namespace that an SVG element may carry (handlers `on…` are never among them). */
export const SVG_ATTRIBUTES = words(`
  id class style lang tabindex role focusable
  x y x1 y1 x2 y2 cx cy r rx ry fr fx fy dx dy width height d points pathLength transform
  viewBox preserveAspectRatio version baseProfile zoomAndPan overflow
  alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
  color-interpolation-filters color-profile color-rendering cursor direction display dominant-baseline
  enable-background fill fill-opacity fill-rule filter flood-color flood-opacity font-family font-size
  font-size-adjust font-stretch font-style font-variant font-weight glyph-orientation-horizontal
  glyph-orientation-vertical image-rendering kerning letter-spacing lighting-color marker-end
  marker-mid marker-start mask mask-type opacity paint-order pointer-events shape-rendering stop-color
  stop-opacity stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration text-rendering
  transform-origin transform-box unicode-bidi vector-effect visibility word-spacing writing-mode
  isolation mix-blend-mode
  gradientUnits gradientTransform spreadMethod offset patternUnits patternContentUnits patternTransform
  clipPathUnits maskUnits maskContentUnits markerUnits markerWidth markerHeight refX refY orient
  rotate textLength lengthAdjust startOffset method spacing side
  filterUnits primitiveUnits in in2 result stdDeviation edgeMode mode type values tableValues slope
  intercept amplitude exponent operator k1 k2 k3 k4 order kernelMatrix divisor bias targetX targetY
  kernelUnitLength preserveAlpha surfaceScale diffuseConstant specularConstant specularExponent scale
  xChannelSelector yChannelSelector radius baseFrequency numOctaves seed stitchTiles azimuth elevation
  pointsAtX pointsAtY pointsAtZ limitingConeAngle
  requiredFeatures requiredExtensions systemLanguage
  target media title viewTarget
  attributeName attributeType begin dur end min max restart repeatCount repeatDur calcMode keyTimes
  keySplines from to by additive accumulate path keyPoints origin
  href
`);

/** Inert annotations every browser ignores: `data-…` and `aria-…`. */
export const FREE_ATTRIBUTE = /^(?:data|aria)-[a-z0-9._-]+$/i;

/**
 * Namespaces of editor metadata. Elements in them have no behaviour in any browser (only HTML, SVG
 * and MathML elements do), so they may appear; their attributes likewise.
 */
export const METADATA_NAMESPACES: ReadonlySet<string> = new Set([
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
]);

/** Namespaces whose attributes (never elements) editors leave on SVG elements. */
export const EDITOR_ATTRIBUTE_NAMESPACES: ReadonlySet<string> = new Set([
  ...METADATA_NAMESPACES,
  'http://www.serif.com/',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://www.bohemiancoding.com/sketch/ns',
]);

/** Attributes in the XLink and XML namespaces a picture may carry (`xml:base` is not among them). */
export const XLINK_ATTRIBUTES = words('href title');
export const XML_ATTRIBUTES = words('space lang');
