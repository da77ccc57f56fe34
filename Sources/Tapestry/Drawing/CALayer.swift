import Foundation

/// A rectangle of content with a position, bounds, transform, opacity, background, border, corner radius and
/// shadow, in a tree of sublayers, with Core Animation's model and presentation values (SEMANTICS §10.7).
///
/// Every view has a layer (`UIView.layer`) whose geometry, opacity, visibility, clipping and background are the
/// view's own (`position` is the view's `center`, `opacity` its `alpha`, …); its sublayers are the layers of
/// the view's subviews plus layers added with `addSublayer(_:)`, which draw above the subviews (or below them
/// when inserted at index 0 or below a subview's layer). A layer made with `CALayer()` stands alone: changing
/// an animatable property of one that is on screen animates implicitly for the current `CATransaction`'s
/// duration (0.25 s) unless actions are disabled. What is drawn is `presentation()`: the model with every
/// running animation applied. Transforms are drawn by their 2-D affine part.
open class CALayer: NSObject, DeallocationReporting {
    /// Adds a copy of `anim` to the layer; it replaces an animation with the same key (which stops, not
    /// finished). A `beginTime` of 0 starts it now. Every animation a layer gets comes through it (implicit
    /// actions, `UIView.animate`, property animators), so a subclass may override it to see or adjust them; call
    /// `super`.
    ///
    /// - Precondition: The duration, begin time, time offset and speed are finite and the duration and repeat
    ///   values not negative.
    open func add(_ anim: CAAnimation, forKey key: String?) { baseAdd(anim, forKey: key) }

    /// The view this layer backs, or nil for a standalone layer. Not weak (a weak reference would give every
    /// view a side table and slow its retains): the view clears it when it is deallocated.
    nonisolated(unsafe) unowned(unsafe) var view: UIView?

    // Standalone storage (a view-backed layer keeps these in its view).
    var storedBounds = CGRect.zero
    var storedPosition = CGPoint.zero
    var storedTransform = CATransform3D()
    private var storedOpacity: Float = 1
    private var storedHidden = false
    private var storedMasksToBounds = false
    private var storedBackground: CGColor?
    weak var parent: CALayer?
    /// `CATransaction.commits` when the layer joined its superlayer.
    var joinedAtCommit = 0
    /// Standalone sublayers. For a view-backed layer, those drawn above the subviews.
    var ownSublayers: [CALayer] = []
    /// For a view-backed layer: standalone sublayers drawn below the subviews.
    var sublayersBelowSubviews: [CALayer] = []

    /// Running animations, in the order they were added.
    @exclusivity(unchecked) var animationEntries: [AnimationEntry] = []
    /// The presented value of each animated key at the last frame (empty when nothing animates), except the
    /// geometry and opacity, which are in `presentedCommon`.
    @exclusivity(unchecked) var presented: [String: AnimatableValue] = [:]
    /// The presented position, bounds, transform and opacity at the last frame (nil: not animating).
    @exclusivity(unchecked) var presentedCommon = PresentedCommon()
    /// For a presentation copy: the layer it was made from.
    private weak var modelLayerReference: CALayer?
    /// The window area last drawn for this layer while animating (damaged again when it moves).
    @exclusivity(unchecked) var lastAnimatedExtent: CGRect?
    /// Storage the renderer attaches (its recording of `draw(in:)` and `contents`).
    public var rendererCache: AnyObject?
    /// Whether `draw(in:)` must run again.
    public internal(set) var needsDisplay = true
    var needsLayout = false

    convenience init(view: UIView) {
        self.init()
        self.view = view
    }

    /// Makes a layer of a subclass (a view's `layerClass`) the layer of `view`.
    func bind(to view: UIView) { self.view = view }

    /// The view is going away: its animations end (completions hear `false`) and the layer stands alone.
    @MainActor func viewDidDeallocate() {
        if !animationEntries.isEmpty {
            let entries = animationEntries
            animationEntries.removeAll()
            presented.removeAll()
            presentedCommon = PresentedCommon()
            for entry in entries where !entry.stopped {
                entry.stopped = true
                entry.engine?.notifyStopLater(entry.animation)
            }
        }
        view = nil
    }

    /// `viewDidDeallocate()` from a view's `deinit`, which runs on the thread that released the view: the
    /// link to the view is cut at once, the rest happens on the main thread.
    func viewDidDeallocateOnAnyThread() {
        view = nil
        if MainActorContext.isCurrent {
            withMainActorState(self) { $0.viewDidDeallocate() }
        } else {
            let layer = UncheckedSendable(self)
            DispatchQueue.main.async { layer.value.viewDidDeallocate() }
        }
    }

    /// Creates a standalone layer.
    public override init() { view = nil }

    /// Fails: Tapestry reads no archives (see `UIView.init(coder:)`). Required, as Core Animation's
    /// `NSCoding` makes it, so a layer subclass written for iOS keeps its `init?(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    deinit { reportDeallocation() }

    /// Creates a standalone copy of `layer`'s properties (Core Animation makes presentation layers with it;
    /// subclasses with their own properties override it and copy them).
    public init(layer: Any) {
        view = nil
        guard let other = layer as? CALayer else { return }
        storedBounds = other.bounds
        storedPosition = other.position
        storedTransform = other.transform
        storedOpacity = other.opacity
        storedHidden = other.isHidden
        storedMasksToBounds = other.masksToBounds
        storedBackground = other.backgroundColor
        anchorPoint = other.anchorPoint
        zPosition = other.zPosition
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        cornerRadii = other.cornerRadii
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsGravity = other.contentsGravity
        name = other.name
        mask = other.mask
        keyedValues = other.keyedValues
    }

    /// The layer's name, for debugging and `sublayers` searches.
    open var name: String?

    /// Actions by property name, searched after the delegate's (`NSNull()` turns a property's animation off).
    open var actions: [String: any CAAction]?

    /// The action for a change of `event` (a property name), searched as Core Animation does: the delegate's
    /// `action(for:forKey:)`, then `actions`, then the class's `defaultAction(forKey:)`, then the implicit
    /// animation of an animatable property. An `NSNull` found on the way ends the search with nil.
    open func action(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        if let action = Self.defaultAction(forKey: event) { return action is NSNull ? nil : action }
        return implicitAnimation(forKey: event)
    }

    /// The class's action for `event`; nil by default.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The delegate: for a view's layer, the view (it cannot be changed); for a standalone layer, any object
    /// that draws its content or lays out its sublayers.
    open weak var delegate: CALayerDelegate? {
        get { view ?? storedDelegate }
        set {
            precondition(view == nil, "CALayer.delegate: a view's layer keeps its view as its delegate")
            storedDelegate = newValue
            setNeedsDisplay()
        }
    }
    private weak var storedDelegate: CALayerDelegate?

    // MARK: Geometry

    /// The layer's own coordinate space; a view-backed layer's is its view's `bounds`.
    open var bounds: CGRect {
        get { view.map { view in withMainActorState(view) { $0.bounds } } ?? storedBounds }
        set {
            if let view { return withMainActorState(view) { $0.bounds = newValue } }
            let old = storedBounds
            guard old != newValue else { return }
            storedBounds = newValue
            if needsDisplayOnBoundsChange { needsDisplay = true }
            // A new size asks for `layoutSublayers()`, as Core Animation asks for it.
            if old.size != newValue.size { setNeedsLayout() }
            modelDidChange("bounds", from: .rect(old))
        }
    }

    /// Where the anchor point sits in the superlayer; a view-backed layer's is its view's `center`.
    open var position: CGPoint {
        get { view.map { view in withMainActorState(view) { $0.center } } ?? storedPosition }
        set {
            if let view { return withMainActorState(view) { $0.center = newValue } }
            let old = storedPosition
            guard old != newValue else { return }
            storedPosition = newValue
            modelDidChange("position", from: .point(old))
        }
    }

    /// The point of the bounds (unit coordinates) that sits at `position` and that transforms turn about;
    /// (0.5, 0.5) by default. Moving it keeps the position, so the layer (and a view) moves, as in UIKit.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            hasCustomAnchor = anchorPoint != CGPoint(x: 0.5, y: 0.5)
            if let view { withMainActorState(view) { $0.layerAnchorDidChange(from: oldValue) } }
            modelDidChange("anchorPoint", from: .point(oldValue))
        }
    }
    /// Whether the anchor point is not the centre (views then keep their position apart from their centre).
    var hasCustomAnchor = false

    /// The stacking order among siblings (higher in front); standalone siblings are drawn sorted by it.
    open var zPosition: CGFloat = 0 { didSet { changed() } }

    /// The transform applied about the anchor point; drawn by its 2-D affine part.
    open var transform: CATransform3D {
        get { view.map { view in withMainActorState(view) { CATransform3D($0.transform) } } ?? storedTransform }
        set {
            if let view { return withMainActorState(view) { $0.transform = newValue.affineTransform } }
            let old = storedTransform
            guard old != newValue else { return }
            storedTransform = newValue
            modelDidChange("transform", from: .transform(old))
        }
    }

    /// The transform as an affine transform.
    public func affineTransform() -> CGAffineTransform { transform.affineTransform }

    /// Sets the transform from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3D(m) }

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of its bounds turned by the
    /// transform about the anchor point and placed at `position`, as Core Animation derives it (the
    /// superlayer's `sublayerTransform` is not part of it). Setting it keeps the transform: the bounds take the
    /// size that the transform turns into the frame's (for scales and flips; a rotated layer's is a best fit) and
    /// the position moves so the transformed bounds fill the frame.
    open var frame: CGRect {
        get {
            if let view { return withMainActorState(view) { $0.frame } }
            return Self.frame(
                bounds: storedBounds, position: storedPosition, anchorPoint: anchorPoint,
                transform: storedTransform.affineTransform)
        }
        set {
            if let view { return withMainActorState(view) { $0.frame = newValue } }
            let r = newValue.standardized
            let m = storedTransform.affineTransform
            let size = m.isIdentity ? r.size : m.untransformedSize(r.size)
            bounds = CGRect(origin: bounds.origin, size: size)
            // Where the transformed bounds would sit with the position at the origin, then moved onto the frame.
            let placed = Self.frame(
                bounds: CGRect(origin: .zero, size: size), position: .zero, anchorPoint: anchorPoint, transform: m)
            position = CGPoint(x: r.minX - placed.minX, y: r.minY - placed.minY)
        }
    }

    /// The frame of a geometry: the bounds moved so the anchor is at the origin, transformed, moved to `position`.
    static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(
            x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height, width: bounds.width,
            height: bounds.height)
        let box = transform.isIdentity ? local : local.applying(transform)
        return box.offsetBy(dx: position.x, dy: position.y)
    }

    /// The matrix from this layer's space to its superlayer's for the given geometry.
    func transformToSuperlayer(bounds: CGRect, position: CGPoint, transform: CGAffineTransform) -> CGAffineTransform {
        var position = position
        if view == nil, let parent, parent.isGeometryFlipped {
            let space = parent.bounds
            position.y = space.minY + space.maxY - position.y
        }
        let anchor = CGPoint(
            x: bounds.origin.x + anchorPoint.x * bounds.size.width,
            y: bounds.origin.y + anchorPoint.y * bounds.size.height)
        let m = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        guard view == nil, let parent, parent.hasSublayerTransform else { return m }
        return m.concatenating(parent.sublayerMatrix)
    }

    // MARK: Timing and sublayer transform (CAMediaTiming; see CALayer+Timing.swift)

    /// When the layer's time starts, in its superlayer's time; 0 by default.
    open var beginTime: CFTimeInterval = 0 {
        didSet { timingDidChange() }
    }
    /// How fast the layer's time runs against its superlayer's; 0 pauses its animations and its sublayers'.
    open var speed: Float = 1 {
        didSet { timingDidChange() }
    }
    /// Added to the layer's time (scrubs its animations).
    open var timeOffset: CFTimeInterval = 0 {
        didSet { timingDidChange() }
    }
    /// The rest of `CAMediaTiming`, kept: a layer's time here is bounded by none of them (its animations'
    /// are), so a layer's `duration`, repeats and `fillMode` change nothing drawn.
    open var duration: CFTimeInterval = 0
    /// Kept (see `duration`).
    open var repeatCount: Float = 0
    /// Kept (see `duration`).
    open var repeatDuration: CFTimeInterval = 0
    /// Kept (see `duration`).
    open var autoreverses = false
    /// Kept (see `duration`).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Whether the layer is drawn into a cached bitmap first. Tapestry's renderer already keeps recorded
    /// drawing and draws the same pixels either way, so this is only kept.
    open var shouldRasterize = false
    /// The scale of that bitmap; kept with `shouldRasterize`.
    open var rasterizationScale: CGFloat = 1

    /// A transform applied to the standalone sublayers when drawing, about the layer's anchor point (a view's
    /// subviews follow their own geometry). Drawn by its 2-D affine part.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet {
            hasSublayerTransform = sublayerTransform != CATransform3DIdentity
            changed()
            for sublayer in ownSublayers + sublayersBelowSubviews { sublayer.changed() }
        }
    }
    private(set) var hasSublayerTransform = false

    /// Whether the standalone sublayers are placed from the bottom of the bounds up (their `position.y` counted
    /// from `bounds.maxY`, as macOS counts it); false by default. Their content stays upright (Core Animation
    /// flips it back, which `contentsAreFlipped()` reports). A view's subviews follow their own geometry.
    open var isGeometryFlipped = false {
        didSet {
            guard isGeometryFlipped != oldValue else { return }
            changed()
            for sublayer in ownSublayers + sublayersBelowSubviews { sublayer.changed() }
        }
    }

    // MARK: Appearance

    /// The opacity from 0 to 1; a view-backed layer's is its view's `alpha`.
    open var opacity: Float {
        get { view.map { view in withMainActorState(view) { Float($0.alpha) } } ?? storedOpacity }
        set {
            if let view { return withMainActorState(view) { $0.alpha = CGFloat(newValue) } }
            let old = storedOpacity
            guard old != newValue else { return }
            storedOpacity = newValue
            modelDidChange("opacity", from: .scalar(Double(old)))
        }
    }

    /// Whether the layer and its sublayers are not drawn; a view-backed layer's is its view's `isHidden`.
    open var isHidden: Bool {
        get { view.map { view in withMainActorState(view) { $0.isHidden } } ?? storedHidden }
        set {
            if let view { return withMainActorState(view) { $0.isHidden = newValue } }
            guard storedHidden != newValue else { return }
            storedHidden = newValue
            changed()
        }
    }

    /// Whether the layer is drawn when its transform turns its back to the viewer (true by default). Kept: the
    /// renderer draws layers through the flat (affine) part of their transforms, where a turn past 90° cannot be
    /// told from a mirror, so a single-sided layer is drawn as a double-sided one.
    open var isDoubleSided = true

    /// Whether sublayers are clipped to the (rounded) bounds; a view-backed layer's is `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view.map { view in withMainActorState(view) { $0.clipsToBounds } } ?? storedMasksToBounds }
        set {
            if let view { return withMainActorState(view) { $0.clipsToBounds = newValue } }
            guard storedMasksToBounds != newValue else { return }
            storedMasksToBounds = newValue
            changed()
        }
    }

    /// The background colour; a view-backed layer's is its view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get { view.map { view in withMainActorState(view) { $0.backgroundColor?.cgColor } } ?? storedBackground }
        set {
            if let view {
                return withMainActorState(view) { $0.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
            }
            let old = storedBackground
            storedBackground = newValue
            modelDidChange("backgroundColor", from: .color(.init(old ?? CALayer.clear)))
        }
    }

    static let clear = CGColor(gray: 0, alpha: 0)

    // The attributes skip the dynamic exclusivity check, as UIView's state does (see UIView.swift).

    /// The radius of the rounded corners of the background, border and (when masking) the clip.
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
        didSet { modelDidChange("cornerRadius", from: .scalar(Double(oldValue))) }
    }
    /// Which corners `cornerRadius` rounds; all by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    {
        didSet { changed() }
    }
    /// A radius per corner, set by a view's `cornerConfiguration` when its corners differ (nil: `cornerRadius`
    /// for every corner in `maskedCorners`).
    package var cornerRadii: CornerRadii? {
        didSet { if cornerRadii != oldValue { changed() } }
    }
    /// Whether drawing commands are queued to be carried out in the background (kept: Cairo draws each frame
    /// in one pass).
    open var drawsAsynchronously = false
    /// The shape of the rounded corners: circular arcs, or continuous curves that start further from the corner
    /// and bend gradually into the edges (iOS's app-icon and system-control corners).
    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { changed() }
    }
    /// How much further than `cornerRadius` from a corner a curve of this kind starts: 1 for circular corners,
    /// about 1.53 for continuous ones.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? CALayerCornerCurve.continuousExpansionFactor : 1
    }
    /// The width of the border drawn inside the bounds.
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 {
        didSet { modelDidChange("borderWidth", from: .scalar(Double(oldValue))) }
    }
    /// The colour of the border; opaque black by default.
    @exclusivity(unchecked) open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { modelDidChange("borderColor", from: .color(.init(oldValue ?? CALayer.clear))) }
    }
    /// The colour of the shadow; opaque black by default.
    @exclusivity(unchecked) open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { modelDidChange("shadowColor", from: .color(.init(oldValue ?? CALayer.clear))) }
    }
    /// The opacity of the shadow; 0 (no shadow) by default.
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 {
        didSet { modelDidChange("shadowOpacity", from: .scalar(Double(oldValue))) }
    }
    /// The offset of the shadow; (0, -3) by default, as in Core Animation.
    @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { modelDidChange("shadowOffset", from: .size(oldValue)) }
    }
    /// The blur radius of the shadow; 3 by default.
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3 {
        didSet { modelDidChange("shadowRadius", from: .scalar(Double(oldValue))) }
    }
    /// The shape of the shadow, or nil for the rounded bounds.
    open var shadowPath: CGPath? { didSet { changed() } }

    /// The image drawn in the bounds (a `UIImage`), or nil.
    open var contents: Any? {
        didSet {
            needsDisplay = true
            changed()
        }
    }
    /// How `contents` is placed in the bounds; `.resize` by default.
    open var contentsGravity: CALayerContentsGravity = .resize { didSet { changed() } }
    /// The part of `contents` drawn, in unit coordinates of the image (the whole image by default): sprite
    /// sheets and the halves of a flip are drawn this way.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) { didSet { changed() } }
    /// The stretchable middle of `contents`, in unit coordinates; kept (the renderer scales the whole image).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The filter used when `contents` is drawn larger or smaller; kept (Cairo's good filter is used for both).
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// The filter used when `contents` is drawn smaller; kept.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The bias of the minification filter's detail level; kept.
    open var minificationFilterBias: Float = 0
    /// Whether the layer and its sublayers fade as one group (true, as since iOS 7: the renderer composites a
    /// translucent layer's subtree in a group).
    open var allowsGroupOpacity = true
    /// Whether the edges of a transformed layer are antialiased; kept (Cairo antialiases every edge).
    open var allowsEdgeAntialiasing = false
    /// Pixels per point of the contents.
    open var contentsScale: CGFloat = 1
    /// Whether a bounds change marks the layer for redrawing.
    open var needsDisplayOnBoundsChange = false
    /// Whether the layer is opaque (a drawing hint).
    open var isOpaque = false
    /// A layer whose opacity masks this one's content (drawn in this layer's coordinates).
    open var mask: CALayer? { didSet { changed() } }

    /// Whether the layer draws a shadow.
    var hasShadow: Bool { shadowOpacity > 0 && shadowColor != nil }

    // MARK: The tree

    /// The layer that contains this one: the superview's layer for a view's layer.
    open var superlayer: CALayer? {
        if let view { return withMainActorState(view) { $0.superview?.layer } }
        return parent
    }

    /// The sublayers, back to front. A view's layer lists the standalone layers inserted below its subviews,
    /// its subviews' layers, then the standalone layers added above them.
    open var sublayers: [CALayer]? {
        get {
            var all = sublayersBelowSubviews
            if let view { all += withMainActorState(view) { $0.subviews.map { $0.layer } } }
            all += ownSublayers
            return all.isEmpty ? nil : all
        }
        set {
            for layer in ownSublayers + sublayersBelowSubviews { layer.parent = nil }
            ownSublayers = []
            sublayersBelowSubviews = []
            for layer in newValue ?? [] where layer.view == nil { addSublayer(layer) }
            changed()
        }
    }

    /// Adds `layer` in front of the other sublayers (in front of the subviews for a view's layer).
    ///
    /// - Precondition: `layer` is not a view's layer (add the view instead) and not an ancestor of this layer.
    open func addSublayer(_ layer: CALayer) {
        checkCanAdd(layer, "addSublayer")
        layer.detach()
        ownSublayers.append(layer)
        attach(layer)
    }

    /// Inserts `layer` at `index` of `sublayers`. For a view's layer, an index at or before the subviews'
    /// layers puts it behind the subviews, a later one in front.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        checkCanAdd(layer, "insertSublayer(_:at:)")
        layer.detach()
        let i = Int(index)
        if view != nil {
            let subviewCount = withMainActorState(view!) { $0.subviews.count }
            if i <= sublayersBelowSubviews.count {
                sublayersBelowSubviews.insert(layer, at: i)
            } else {
                let above = min(max(i - sublayersBelowSubviews.count - subviewCount, 0), ownSublayers.count)
                ownSublayers.insert(layer, at: above)
            }
        } else {
            ownSublayers.insert(layer, at: min(i, ownSublayers.count))
        }
        attach(layer)
    }

    /// Inserts `layer` directly behind `sibling` (behind the subviews when `sibling` is a subview's layer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        checkCanAdd(layer, "insertSublayer(_:below:)")
        layer.detach()
        if let sibling, let i = sublayersBelowSubviews.firstIndex(where: { $0 === sibling }) {
            sublayersBelowSubviews.insert(layer, at: i)
        } else if let sibling, let i = ownSublayers.firstIndex(where: { $0 === sibling }) {
            ownSublayers.insert(layer, at: i)
        } else if view != nil, sibling?.view != nil || sibling == nil {
            if sibling == nil {
                sublayersBelowSubviews.insert(layer, at: 0)
            } else {
                sublayersBelowSubviews.append(layer)
            }
        } else {
            ownSublayers.insert(layer, at: 0)
        }
        attach(layer)
    }

    /// Inserts `layer` directly in front of `sibling` (in front of the subviews when `sibling` is a subview's
    /// layer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        checkCanAdd(layer, "insertSublayer(_:above:)")
        layer.detach()
        if let sibling, let i = sublayersBelowSubviews.firstIndex(where: { $0 === sibling }) {
            sublayersBelowSubviews.insert(layer, at: i + 1)
        } else if let sibling, let i = ownSublayers.firstIndex(where: { $0 === sibling }) {
            ownSublayers.insert(layer, at: i + 1)
        } else if sibling?.view != nil {
            ownSublayers.insert(layer, at: 0)
        } else {
            ownSublayers.append(layer)
        }
        attach(layer)
    }

    /// Replaces the sublayer `old` with `new` at the same place.
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        precondition(old.parent === self, "CALayer.replaceSublayer: \(old) is not a sublayer of \(self)")
        checkCanAdd(new, "replaceSublayer(_:with:)")
        new.detach()
        if let i = ownSublayers.firstIndex(where: { $0 === old }) {
            ownSublayers[i] = new
        } else if let i = sublayersBelowSubviews.firstIndex(where: { $0 === old }) {
            sublayersBelowSubviews[i] = new
        }
        old.parent = nil
        old.layerDidLeaveScreen()
        attach(new)
    }

    /// Removes the layer from its superlayer (a view's layer: removes the view from its superview).
    open func removeFromSuperlayer() {
        if let view { return withMainActorState(view) { $0.removeFromSuperview() } }
        guard parent != nil else { return }
        changed()
        detach()
        layerDidLeaveScreen()
    }

    private func checkCanAdd(_ layer: CALayer, _ method: String) {
        precondition(
            layer.view == nil, "CALayer.\(method): \(layer) belongs to a view; add the view to a superview instead")
        var ancestor: CALayer? = self
        while let current = ancestor {
            precondition(current !== layer, "CALayer.\(method): cannot add \(layer) inside itself")
            ancestor = current.superlayer
        }
    }

    private func detach() {
        guard let parent else { return }
        parent.ownSublayers.removeAll { $0 === self }
        parent.sublayersBelowSubviews.removeAll { $0 === self }
        self.parent = nil
    }

    private func attach(_ layer: CALayer) {
        layer.parent = self
        layer.joinedAtCommit = CATransaction.commits
        layer.changed()
        changed()
    }

    // MARK: Drawing

    /// Marks the layer for redrawing (`draw(in:)` runs before it is shown again).
    open func setNeedsDisplay() {
        if let view { return withMainActorState(view) { $0.setNeedsDisplay() } }
        needsDisplay = true
        changed()
    }

    /// Reloads the layer's content: by default, the delegate's `display(_:)` (for a view's layer, the view's),
    /// which sets `contents`; a delegate that does not implement it, or none, leaves the content to
    /// `draw(in:)`, which the renderer records. A subclass overrides it to set `contents` itself. The renderer
    /// calls it before showing a layer that needs display.
    open func display() {
        guard let delegate else { return displayDraws = true }
        delegateDeclinedDisplay = false
        withMainActorState((delegate, self)) { $0.display($1) }
        displayDraws = delegateDeclinedDisplay
    }

    /// Whether the last `display()` left the content to `draw(in:)` (not when a delegate's `display(_:)` or a
    /// subclass's `display()` gave it).
    @_spi(Rendering) public private(set) var displayDraws = true
    /// Set by a delegate's `display(_:)` that is not implemented.
    var delegateDeclinedDisplay = false
    /// Whether the layer waits in `layersNeedingDisplay`.
    var isQueuedForDisplay = false

    /// Runs `display()` for the renderer, which then records `draw(in:)` only if it left the content to it.
    @_spi(Rendering) public func _display() {
        displayDraws = false
        display()
    }

    /// Reloads the content now if the layer needs display (the renderer does it before drawing otherwise).
    open func displayIfNeeded() {
        if let view {
            withMainActorState((view, self)) { view, layer in
                guard view.needsDisplay else { return }
                layer._display()
                if !layer.displayDraws { view._markDisplayed() }
            }
            return
        }
        guard needsDisplay else { return }
        _display()
        if !displayDraws { needsDisplay = false }
    }

    /// Draws the layer's content in its own coordinates. The default asks the delegate: for a view's layer,
    /// the view's `draw(_:in:)`, which runs its `draw(_:)` (a layer class that overrides this draws instead).
    open func draw(in ctx: CGContext) {
        if let view { return withMainActorState((view, self, ctx)) { $0.draw($1, in: $2) } }
        guard let delegate = storedDelegate else { return }
        withMainActorState((delegate, self, ctx)) { $0.draw($1, in: $2) }
    }

    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinates (its bounds at the context's
    /// origin), as they look now; a view's layer draws the view's hierarchy. The context's backend draws them
    /// (a Cairo context does; a backend without a layer renderer draws nothing).
    open func render(in ctx: CGContext) {
        // Layers are used from the main thread, as in UIKit; what they draw is the engine's main-actor state.
        withMainActorState((self, ctx)) { $1.backend.render($0, in: $1) }
    }

    /// Called by a renderer after it ran `draw(in:)` for the current content.
    public func _markDisplayed() { needsDisplay = false }

    /// Marks the layer for `layoutSublayers()` in the next frame step (before it is next drawn).
    open func setNeedsLayout() {
        if let view { return withMainActorState(view) { $0.setNeedsLayout() } }
        if !needsLayout { CALayer.layersNeedingLayout.append(WeakLayerReference(layer: self)) }
        needsLayout = true
        changed()
    }

    /// Lays out now what is marked in the layer's tree, as Core Animation does: from the highest of the marked
    /// superlayers above it (unbroken), every marked layer beneath, each before its sublayers.
    open func layoutIfNeeded() {
        if let view { return withMainActorState(view) { $0.layoutIfNeeded() } }
        var top = self
        while let parent = top.superlayer, parent.view == nil, parent.needsLayout { top = parent }
        var stack = [top]
        while let layer = stack.popLast() {
            layer.layOutOwnIfNeeded()
            stack.append(contentsOf: layer.ownSublayers.reversed())
        }
    }

    /// Runs `layoutSublayers()` if the layer (itself only) is marked: what renderers and the frame step call,
    /// which reach every layer themselves.
    @_spi(Rendering) public func layOutOwnIfNeeded() {
        if let view { return withMainActorState(view) { $0.layoutIfNeeded() } }
        guard needsLayout else { return }
        needsLayout = false
        layoutSublayers()
    }

    /// The size the layer would like in its superlayer: its bounds' size by default (a text layer's text).
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Positions the sublayers; override it. The default asks the delegate.
    open func layoutSublayers() {
        guard view == nil, let delegate = storedDelegate else { return }
        withMainActorState((delegate, self)) { $0.layoutSublayers(of: $1) }
    }

    /// The farthest descendant layer containing `p` (in the superlayer's coordinates), or nil.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = p.applying(
            transformToSuperlayer(bounds: bounds, position: position, transform: transform.affineTransform).inverted())
        if masksToBounds && !contains(local) { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Whether the bounds contain `p` (in the layer's own coordinates).
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Model and presentation

    /// A copy showing what is on screen now: the model values with every running animation applied (nil
    /// for a presentation copy itself).
    open func presentation() -> Self? {
        guard modelLayerReference == nil else { return nil }
        let copy = ClassValueInitializers.make(type(of: self), layer: self)
        copy.modelLayerReference = self
        let now = localTime(atMediaTime: CACurrentMediaTime())
        // Both as CALayer: a closure over the dynamic `Self` crashes the optimizer (with -enable-testing).
        let pair: (CALayer, CALayer) = (self, copy)
        withMainActorState(pair) { layer, copy in
            for key in layer.animatedKeys() {
                guard let value = layer.presentedValue(forKey: key, at: now) else { continue }
                // A key of the app's own that the model never set takes the animation's type.
                if copy.modelValue(forKey: key) == nil {
                    copy.keyedValues[key] = layer.customAnimationExample(forKey: key)
                }
                copy.setModelValue(value, forKey: key)
            }
        }
        return copy
    }

    /// The image `contents` holds (a `UIImage`, or a `CGImage` from `image.cgImage`), for renderers.
    @_spi(Rendering) public var contentsImage: UIImage? {
        contents as? UIImage ?? (contents as? CGImage)?.image
    }

    /// The model layer: itself, or for a presentation copy the layer it shows.
    open func model() -> Self {
        (modelLayerReference as? Self) ?? self
    }

    /// The value of an animatable key path on the model ("position.x", "transform.scale", …), or of a key
    /// the app set with `setValue(_:forKey:)`; nil otherwise.
    open func value(forKeyPath keyPath: String) -> Any? {
        let (base, component) = Self.split(keyPath)
        if component == nil, let own = keyedValues[base] { return own }
        if component == nil, let plain = plainValue(forKey: base) { return plain }
        guard var value = modelValue(forKey: base) else { return nil }
        if let component {
            guard let part = value.component(component) else { return nil }
            value = part
        }
        return value.anyValue
    }

    /// The value of an animatable key, or of one the app set.
    open func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets an animatable key on the model, or keeps a value under a key of the app's own (Core Animation
    /// lets a layer carry any key).
    open func setValue(_ value: Any?, forKey key: String) {
        if keyedValues[key] == nil, setPlainValue(value, forKey: key) { return }
        if keyedValues[key] == nil, modelValue(forKey: key) != nil, !key.contains(".") {
            setValue(value, forKeyPath: key)
        } else {
            keyedValues[key] = value
        }
    }
    /// Values under keys of the app's own.
    var keyedValues: [String: Any] = [:]

    /// Whether a change of `key` (an animation of it included) needs the layer drawn again; false by
    /// default. A subclass returns true for its own animatable keys (see `CALayer+CustomKeys.swift`).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Sets an animatable key path on the model.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let (base, component) = Self.split(keyPath)
        if component == nil, keyedValues[base] == nil, setPlainValue(value, forKey: base) { return }
        guard let new = AnimatableValue(any: value), var current = modelValue(forKey: base) else { return }
        if let component {
            guard let replaced = current.replacing(component, with: new) else { return }
            current = replaced
        } else {
            current = new
        }
        setModelValue(current, forKey: base)
    }

    /// The model value of an animatable key; subclasses add theirs.
    func modelValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "position": return .point(position)
        case "bounds": return .rect(bounds)
        case "anchorPoint": return .point(anchorPoint)
        case "transform": return .transform(transform)
        case "opacity": return .scalar(Double(opacity))
        case "backgroundColor": return .color(.init(backgroundColor ?? CALayer.clear))
        case "cornerRadius": return .scalar(Double(cornerRadius))
        case "borderWidth": return .scalar(Double(borderWidth))
        case "borderColor": return .color(.init(borderColor ?? CALayer.clear))
        case "shadowColor": return .color(.init(shadowColor ?? CALayer.clear))
        case "shadowOpacity": return .scalar(Double(shadowOpacity))
        case "shadowOffset": return .size(shadowOffset)
        case "shadowRadius": return .scalar(Double(shadowRadius))
        case "zPosition": return .scalar(Double(zPosition))
        // Hidden animates as Core Animation animates a flag: 1 hides, presented hidden from a half up.
        case "hidden": return .scalar(isHidden ? 1 : 0)
        default: return (keyedValues[key] ?? customAnimationExample(forKey: key)).flatMap { AnimatableValue(any: $0) }
        }
    }

    /// Sets the model value of an animatable key (the property animator stopping, `setValue(_:forKeyPath:)`).
    func setModelValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("position", .point(let p)): position = p
        case ("bounds", .rect(let r)):
            // A view cannot take a negative size: a presented one a spring carried past zero stops at zero.
            bounds =
                view == nil
                ? r : CGRect(origin: r.origin, size: CGSize(width: max(r.size.width, 0), height: max(r.size.height, 0)))
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("transform", .transform(let t)): transform = t
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("backgroundColor", .color(let c)): backgroundColor = c.cgColor
        case ("cornerRadius", .scalar(let v)): cornerRadius = CGFloat(v)
        case ("borderWidth", .scalar(let v)): borderWidth = CGFloat(v)
        case ("borderColor", .color(let c)): borderColor = c.cgColor
        case ("shadowColor", .color(let c)): shadowColor = c.cgColor
        case ("shadowOpacity", .scalar(let v)): shadowOpacity = Float(v)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowRadius", .scalar(let v)): shadowRadius = CGFloat(v)
        case ("zPosition", .scalar(let v)): zPosition = CGFloat(v)
        case ("hidden", .scalar(let v)): isHidden = v >= 0.5
        default:
            // A key of the app's own keeps the type it was set with.
            let example = keyedValues[key] ?? customAnimationExample(forKey: key)
            keyedValues[key] = example.map { value.anyValue(like: $0) } ?? value.anyValue
        }
    }

    open override var description: String {
        var text = "<\(type(of: self))"
        if let name { text += " \"\(name)\"" }
        if let view {
            text += " of \(type(of: view))"
            // A view's geometry is read on the main thread only.
            guard MainActorContext.isCurrent else { return text + ">" }
        }
        return text + ": frame = \(EventTrace.describe(frame))>"
    }
}
