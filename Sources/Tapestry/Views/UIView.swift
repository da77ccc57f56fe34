import Foundation

/// A rectangular area on screen that draws content and handles the touches that hit it.
///
/// Geometry follows UIKit: `center` is in the superview's coordinate space, `bounds` in the view's own, and
/// `transform` applies about the centre of the bounds. `frame` is derived from those three and is only
/// meaningful while `transform` is the identity.
@preconcurrency @MainActor
open class UIView: UIResponder {
    // The hit-test walk reads the fields from here to `subviewStorage` of every view it goes down into, so they
    // come first and together (Swift lays stored properties out in declaration order): within the first two
    // cache lines. It reads a child's own fields only when the child is not in its parent's `subviewHitRecords`
    // form. They are `nonisolated(unsafe)` so that the walk's inner loop can run without retaining each view
    // (see UIView+HitTesting.swift); like everything in a view they are only touched on the main thread. None
    // is ever passed inout across a call, so the dynamic exclusivity check would only cost time.

    /// Why a hit-test passes over this view, one bit per reason (`HitTestBlocker`); kept by the setters of
    /// `isHidden`, `isUserInteractionEnabled`, `alpha` and the geometry, and read without dynamic calls for
    /// views whose class cannot override those answers.
    @exclusivity(unchecked) nonisolated(unsafe) var hitTestBlockers: UInt8 = 0
    /// Whether the view's class answers `hitTest`/`point(inside:)` by its bounds (an engine class that does
    /// not override them or the properties they read), so the walk needs no call for it.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var answersByBounds = false
    /// Whether `storedTransform` is the identity (kept by its setter).
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var hasIdentityTransform = true
    /// Whether `subviewHitRecords` matches the subviews as they are: cleared by any change to the subview
    /// array or to a subview's geometry or blockers (and then in every ancestor whose records point into
    /// these; see `invalidateHitRecords()`), and made true again by the next walk that reads them.
    @exclusivity(unchecked) nonisolated(unsafe) var hitRecordsValid = false
    /// What the hit-test walk reads of each subview, side by side (see `SubviewHitRecords`); kept once a walk
    /// has gone through this view, rebuilt in place after a change, freed with the view.
    @exclusivity(unchecked) nonisolated(unsafe) var subviewHitRecords = SubviewHitRecords()
    @exclusivity(unchecked) nonisolated(unsafe) var storedCenter: CGPoint {
        didSet {
            updateGeometryBlocker()
            storedSuperview?.invalidateVisualExtent()
        }
    }
    @exclusivity(unchecked) nonisolated(unsafe) var storedBounds: CGRect {
        didSet {
            updateGeometryBlocker()
            invalidateVisualExtent()
        }
    }
    /// The subviews, back to front, as the array holds them: it may still hold views removed from a large
    /// container since the last read (see `staleSubviewCount`); read `storedSubviews` instead.
    @exclusivity(unchecked) nonisolated(unsafe) var subviewStorage: [UIView] = [] {
        didSet {
            invalidateHitRecords()
            subviewHitIndex = nil
            subviewDrawIndex = nil
            invalidateVisualExtent()
        }
    }
    /// How many views `subviewStorage` still holds that were removed from this view. Removing a view from the
    /// middle of a large container only counts it; the next read drops them all in one pass, so removing half
    /// of 100,000 siblings one by one is linear, not quadratic.
    nonisolated(unsafe) var staleSubviewCount = 0
    @exclusivity(unchecked) nonisolated(unsafe) var storedTransform: CGAffineTransform = .identity {
        didSet {
            hasIdentityTransform = storedTransform.isIdentity
            updateGeometryBlocker()
            storedSuperview?.invalidateVisualExtent()
        }
    }

    /// Not `weak`: a weak reference gives the superview a side table, and every retain of a view with one
    /// takes the slow path (it made the hit-test walk three times slower). Like UIKit's, the link is a plain
    /// pointer: the superview holds the subview strongly and clears this in its `deinit`, so it never dangles,
    /// and a subclass's `deinit` can still use it (remove its subviews, say), which `unowned` would trap on.
    nonisolated(unsafe) unowned(unsafe) var storedSuperview: UIView?
    weak var storedWindow: UIWindow?
    /// The controller whose root view this is; it is the view's `next` responder.
    weak var owningViewController: UIViewController?

    // The state below is read on every frame and every event. Like the fields above it is main-actor only
    // and never passed inout across a call, so it skips the dynamic exclusivity check (a call and a
    // thread-local lookup per read), here and on the public properties marked the same way.
    @exclusivity(unchecked) var needsLayout = true
    /// What the view keeps about its subviews between frames (nil until something is kept: most views are
    /// leaves and never need it).
    @exclusivity(unchecked) nonisolated(unsafe) var subviewCaches: SubviewCaches?
    @exclusivity(unchecked) nonisolated(unsafe) var storedLayer: CALayer?
    @exclusivity(unchecked) var isLayingOut = false
    @exclusivity(unchecked) var subtreeNeedsLayout = true
    /// Whether `updateProperties()` waits (UIView+PropertyUpdates.swift); the view's controller's likewise.
    @exclusivity(unchecked) var needsUpdateProperties = false
    @exclusivity(unchecked) var controllerNeedsUpdateProperties = false
    @exclusivity(unchecked) var storedGestureRecognizers: [UIGestureRecognizer] = []
    var storedSemanticContentAttribute = UISemanticContentAttribute.unspecified
    /// How the view's content relates to the layout direction (`.unspecified` by default); a subclass may
    /// override it (a view that is always laid out left to right).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set {
            let before = effectiveUserInterfaceLayoutDirection
            storedSemanticContentAttribute = newValue
            if effectiveUserInterfaceLayoutDirection != before { layoutDirectionDidChange() }
            setNeedsLayout()
        }
    }
    /// Whether the appearance proxies' values were applied (on first entering a window).
    var appearanceApplied = false
    /// The accessibility properties set on the view (nil: none, the defaults apply).
    var storedAccessibility: AccessibilityProperties?
    /// The corner configuration set on the view (nil: none; its layer's corners are its own).
    var storedCornerConfiguration: UICornerConfiguration?
    /// What `observe(_:options:changeHandler:)` watches on this view (nil: nothing).
    var keyValueObservations: KeyValueObservations?

    /// Creates a view with the given frame rectangle, in the superview's coordinate space.
    public init(frame: CGRect) {
        let r = frame.standardizedAxes
        storedCenter = CGPoint(x: r.origin.x + r.size.width / 2, y: r.origin.y + r.size.height / 2)
        storedBounds = CGRect(origin: .zero, size: r.size)
        super.init()
        updateGeometryBlocker()
        answersByBounds = SubviewHitIndex.answersByBounds(type(of: self))
        // A view backed by a layer subclass (a gradient, a shape) has it from the start, as in UIKit, so the
        // renderer draws it even when the app never reads `layer`.
        if type(of: self).layerClass != CALayer.self { storedLayer = makeBackingLayer() }
        // A class that lays out with constraints only gets its `updateConstraints()` before its first layout.
        if type(of: self).requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
        // An app's view class gets its `updateProperties()` before its first layout.
        needsUpdateProperties = PropertyUpdateTracking.isAppClass(type(of: self))
    }

    /// Creates a view from an Interface Builder archive. Tapestry reads no storyboards or nibs, so this fails
    /// (returns nil); it is here, and `required`, because UIKit subclasses implement it.
    public required init?(coder: NSCoder) { return nil }

    deinit {
        subviewHitRecords.free()
        releaseSubviewsWithoutRecursion()
        // A layer that outlives its view (kept by an animation, a presentation copy, the app) lets go of it.
        if let layer = storedLayer { layer.viewDidDeallocateOnAnyThread() }
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Members UIKit subclasses override

    // These are declared here, in the class, so that subclasses can override them (a member declared in an
    // extension cannot be); each runs UIView's own version in the extension named after its concern.

    /// Adds `view` at the front of the subviews (moving it there when it is one already).
    open func addSubview(_ view: UIView) { baseAddSubview(view) }
    /// Inserts `view` at `index` of the subviews.
    open func insertSubview(_ view: UIView, at index: Int) { baseInsertSubview(view, at: index) }
    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        baseInsertSubview(view, aboveSubview: siblingSubview)
    }
    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        baseInsertSubview(view, belowSubview: siblingSubview)
    }
    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) { baseBringSubviewToFront(view) }
    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) { baseSendSubviewToBack(view) }
    /// Removes the view from its superview and its window.
    open func removeFromSuperview() { baseRemoveFromSuperview() }
    /// Attaches a gesture recognizer (taking it from the view it was attached to).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        baseAddGestureRecognizer(gestureRecognizer)
    }
    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        baseRemoveGestureRecognizer(gestureRecognizer)
    }
    /// The space kept inside the edges for content: 8 points each side by default.
    open var layoutMargins: UIEdgeInsets {
        get { baseLayoutMargins }
        set { baseLayoutMargins = newValue }
    }
    /// The layout margins changed (set through `layoutMargins` or `directionalLayoutMargins`); does nothing.
    /// Override it to update what depends on them.
    open func layoutMarginsDidChange() {}
    /// The layout margins in leading/trailing terms.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { baseDirectionalLayoutMargins }
        set { baseDirectionalLayoutMargins = newValue }
    }
    /// The insets that keep content clear of the window's edges and bars, in the view's coordinates.
    open var safeAreaInsets: UIEdgeInsets { baseSafeAreaInsets }
    /// Tells Auto Layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() { baseInvalidateIntrinsicContentSize() }
    /// Asks for `updateConstraints()` before the next layout.
    open func setNeedsUpdateConstraints() { baseSetNeedsUpdateConstraints() }
    /// Whether `updateConstraints()` is due.
    open func needsUpdateConstraints() -> Bool { baseNeedsUpdateConstraints() }
    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default). Auto
    /// Layout reads it through this method, so an override is what the layout uses.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        baseContentHuggingPriority(for: axis)
    }
    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        baseSetContentHuggingPriority(priority, for: axis)
    }
    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default); Auto
    /// Layout reads it through this method.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        baseContentCompressionResistancePriority(for: axis)
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        baseSetContentCompressionResistancePriority(priority, for: axis)
    }
    /// The view whose first baseline aligns with other views' (`UIStackView`'s `.firstBaseline`, the
    /// `firstBaselineAnchor`): the view itself by default; a container overrides it to name a subview.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline aligns with other views': the view itself by default.
    open var forLastBaselineLayout: UIView { self }
    /// Runs pending `updateConstraints()` calls and solves the constraints now.
    open func updateConstraintsIfNeeded() { baseUpdateConstraintsIfNeeded() }
    /// The smallest size that satisfies the view's constraints, as close to `targetSize` as they allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { baseSystemLayoutSizeFitting(targetSize) }
    /// The size that satisfies the view's constraints nearest `targetSize`, with the given priorities for
    /// meeting the target's width and height.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        baseSystemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    // MARK: Geometry

    /// The view's location and size in its superview's coordinate space.
    ///
    /// Setting it moves `center` and resizes `bounds`, keeping `bounds.origin`; a negative size is
    /// standardized, as in UIKit. A rectangle with a non-finite value is stored but never hit-tested.
    open var frame: CGRect {
        get {
            if hasIdentityTransform {
                return CGRect(
                    x: storedCenter.x - storedBounds.width / 2, y: storedCenter.y - storedBounds.height / 2,
                    width: storedBounds.width, height: storedBounds.height)
            }
            let local = storedBounds.offsetBy(dx: -storedBounds.midX, dy: -storedBounds.midY)
            return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            let r = newValue.standardizedAxes
            let oldFrame = frame
            let oldPosition = center, oldBounds = storedBounds
            storedCenter = CGPoint(x: r.origin.x + r.size.width / 2, y: r.origin.y + r.size.height / 2)
            let size = hasIdentityTransform ? r.size : storedTransform.untransformedSize(r.size)
            if storedBounds.size != size || !size.isFinite {
                setBoundsSize(size)
            }
            geometryDidChange(oldFrame: oldFrame)
            if AnimationRecorder.isActive {
                if oldPosition != center {
                    AnimationRecorder.view(self, didChange: "position", from: .point(oldPosition))
                }
                if oldBounds != storedBounds {
                    AnimationRecorder.view(self, didChange: "bounds", from: .rect(oldBounds))
                }
            }
        }
    }

    /// The view's own coordinate space: its origin is the point shown at the top-left corner of the frame.
    ///
    /// - Precondition: The size is not negative.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            precondition(
                !(newValue.size.width < 0 || newValue.size.height < 0),
                "UIView.bounds: size must not be negative, got \(newValue.size) for \(self)")
            let oldFrame = frame
            let oldBounds = storedBounds
            let position = center
            let sizeChanged = storedBounds.size != newValue.size
            storedBounds = newValue
            if sizeChanged {
                keepPosition(position)
                boundsSizeDidChange()
                if UIView.autoresizingInUse { resizeSubviews(from: oldBounds.size) }
            }
            geometryDidChange(oldFrame: oldFrame)
            if AnimationRecorder.isActive, oldBounds != newValue {
                AnimationRecorder.view(self, didChange: "bounds", from: .rect(oldBounds))
            }
        }
    }

    /// The centre of the view's frame, in the superview's coordinate space (the layer's `position`: where its
    /// anchor point sits, which is the centre unless the anchor point was moved).
    open var center: CGPoint {
        get {
            let shift = anchorShift
            return CGPoint(x: storedCenter.x + shift.x, y: storedCenter.y + shift.y)
        }
        set {
            let oldFrame = frame
            let oldCenter = center
            let shift = anchorShift
            storedCenter = CGPoint(x: newValue.x - shift.x, y: newValue.y - shift.y)
            geometryDidChange(oldFrame: oldFrame)
            if AnimationRecorder.isActive, oldCenter != newValue {
                AnimationRecorder.view(self, didChange: "position", from: .point(oldCenter))
            }
        }
    }

    /// An affine transform applied about the centre of the bounds; it changes how the view is drawn and
    /// hit-tested, not its bounds.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            let oldFrame = frame
            let oldTransform = storedTransform
            let position = center
            storedTransform = newValue
            keepPosition(position)
            geometryDidChange(oldFrame: oldFrame)
            if AnimationRecorder.isActive, oldTransform != newValue {
                AnimationRecorder.view(self, didChange: "transform", from: .transform(CATransform3D(oldTransform)))
            }
        }
    }

    private func setBoundsSize(_ size: CGSize) {
        let oldSize = storedBounds.size
        storedBounds.size = size
        boundsSizeDidChange()
        if UIView.autoresizingInUse { resizeSubviews(from: oldSize) }
    }

    private func boundsSizeDidChange() {
        setNeedsLayout()
        // A superview sizing its subviews in its own layoutSubviews is not laid out again for it.
        if let superview = storedSuperview, !superview.isLayingOut { superview.setNeedsLayout() }
        sizeDidChange()
    }

    /// A size change redraws the content when `contentMode` is `.redraw`.
    func sizeDidChange() {
        if contentMode == .redraw { setNeedsDisplay() }
    }

    /// Called after the frame, bounds or transform changes; the renderer records damage here.
    func geometryDidChange(oldFrame: CGRect) {
        // Only a frame that moved changes what its pins say: setting the same frame in every layout pass (as many
        // layoutSubviews do) would otherwise mark the layout changed, and ask for another pass, each time.
        if let state = layoutState, state.isEngineItem, state.translatesAutoresizingMaskIntoConstraints,
            frame != oldFrame
        {
            rootView.layoutState?.engine?.itemDidChange(self)
        }
        storedSuperview?.subviewHitIndex = nil
        storedSuperview?.subviewDrawIndex = nil
        storedWindow?.viewGeometryDidChange(self, oldFrame: oldFrame)
        if storedCornerConfiguration != nil { resolveCornerConfiguration() }
        checkKeyValueObservations()
    }

    // MARK: Appearance and interaction

    /// Whether the view and its subviews are hidden: not drawn and never hit-tested.
    @exclusivity(unchecked) open var isHidden: Bool = false {
        didSet {
            setHitTestBlocker(HitTestBlocker.hidden, isHidden)
            if oldValue != isHidden {
                storedSuperview?.invalidateVisualExtent()
                checkKeyValueObservations()
                window?.viewAppearanceDidChange(self)
                // A hidden arranged subview takes no space in its stack.
                if let stack = storedSuperview as? UIStackView { stack.setNeedsUpdateConstraints() }
            }
        }
    }

    /// The view's opacity from 0 to 1. Views with alpha 0.01 or less are not hit-tested (SEMANTICS §1.1).
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        didSet {
            setHitTestBlocker(HitTestBlocker.transparent, !(alpha > 0.01))
            if oldValue != alpha {
                checkKeyValueObservations()
                window?.viewAppearanceDidChange(self)
                if AnimationRecorder.isActive {
                    AnimationRecorder.view(self, didChange: "opacity", from: .scalar(Double(oldValue)))
                }
            }
        }
    }

    /// Whether touches, presses and other user events reach this view and its subviews; true by default.
    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true {
        didSet { setHitTestBlocker(HitTestBlocker.interactionDisabled, !isUserInteractionEnabled) }
    }

    /// Whether subviews are clipped to the bounds when drawn. Hit-testing ignores it: the part of a subview
    /// that sticks out is never touched unless an override says so (SEMANTICS §1.2).
    @exclusivity(unchecked) open var clipsToBounds: Bool = false {
        didSet {
            if oldValue != clipsToBounds {
                invalidateVisualExtent()
                window?.viewAppearanceDidChange(self)
            }
        }
    }

    /// The colour that fills the bounds before `draw(_:)`; nil (the default) fills nothing.
    @exclusivity(unchecked) open var backgroundColor: UIColor? {
        didSet {
            window?.viewAppearanceDidChange(self)
            if AnimationRecorder.isActive, oldValue != backgroundColor {
                let old = oldValue?.cgColor ?? CALayer.clear
                AnimationRecorder.view(self, didChange: "backgroundColor", from: .color(.init(old)))
            }
        }
    }

    /// How many running animations make hit-tests pass over the view (UIView animations without
    /// `.allowUserInteraction`).
    var interactionBlockingAnimations = 0 {
        didSet { setHitTestBlocker(HitTestBlocker.animating, interactionBlockingAnimations > 0) }
    }

    /// An integer you can use to identify the view; see `viewWithTag(_:)`.
    open var tag: Int = 0

    /// A string that identifies the view in tests and in the event trace.
    open var accessibilityIdentifier: String?

    /// A short description of the view for assistive technology, and for finding it in tests; a label's or
    /// button's own text when nil.
    open var accessibilityLabel: String? {
        get { layoutState?.accessibilityLabel ?? defaultAccessibilityLabel }
        set {
            // Kept with the state few views have, so that views stay small (hit-testing walks millions of them).
            if newValue != nil || layoutState != nil { ensureLayoutState().accessibilityLabel = newValue }
        }
    }

    /// The label a view gives itself (its text, for labels and buttons).
    var defaultAccessibilityLabel: String? { nil }

    // MARK: Accessibility (UIAccessibility.swift; overridable, as UIKit's)

    var accessibility: AccessibilityProperties {
        if let properties = storedAccessibility { return properties }
        let made = AccessibilityProperties()
        storedAccessibility = made
        return made
    }
    /// Whether assistive technology treats the view as one element; a control's or label's default is true.
    open var isAccessibilityElement: Bool {
        get { storedAccessibility?.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }
    /// Whether the view's kind makes it an element (controls and labels do).
    var defaultIsAccessibilityElement: Bool { defaultAccessibilityTraits != nil }
    /// A hint of what activating the view does.
    open var accessibilityHint: String? {
        get { storedAccessibility?.hint }
        set { accessibility.hint = newValue }
    }
    /// The view's value, for elements that have one (a slider's position, a field's text).
    open var accessibilityValue: String? {
        get { storedAccessibility?.value ?? defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }
    /// What the element is and how it behaves (a control's default comes from its kind).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibility?.traits ?? defaultAccessibilityTraits ?? .none }
        set { accessibility.traits = newValue }
    }
    /// The traits a view's kind gives it (nil: it is not an element by default).
    var defaultAccessibilityTraits: UIAccessibilityTraits? { nil }
    /// The value a view's kind reports (a switch's "1" or "0", a slider's percentage, a field's text).
    var defaultAccessibilityValue: String? { nil }
    /// The element's frame in screen coordinates: the view's bounds converted to its window's, by default.
    open var accessibilityFrame: CGRect {
        get { storedAccessibility?.frame ?? convert(bounds, to: nil) }
        set { accessibility.frame = newValue }
    }
    /// The point assistive technology activates: the centre of `accessibilityFrame` unless set, in screen
    /// coordinates.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = storedAccessibility?.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { accessibility.activationPoint = newValue }
    }
    /// The language the element's label and value are spoken in (a BCP 47 tag), or nil for the app's.
    open var accessibilityLanguage: String? {
        get { storedAccessibility?.language }
        set { accessibility.language = newValue }
    }
    /// Whether the element responds to the user (true for controls and elements with interactive traits).
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            storedAccessibility?.respondsToUserInteraction
                ?? (self is UIControl || !accessibilityTraits.isDisjoint(with: [.button, .link, .adjustable]))
        }
        set { accessibility.respondsToUserInteraction = newValue }
    }
    /// Words a user may say or type to name the element (its label by default).
    open var accessibilityUserInputLabels: [String]! {
        get { storedAccessibility?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibility.userInputLabels = newValue }
    }
    /// The elements inside the view, in reading order, when it lists them itself.
    open var accessibilityElements: [Any]? {
        get { storedAccessibility?.elements }
        set { accessibility.elements = newValue }
    }
    /// Actions the element offers beyond activation.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { storedAccessibility?.customActions }
        set { accessibility.customActions = newValue }
    }
    /// What kind of container the view is to assistive technology (a list, a table, a landmark, a group):
    /// a screen reader reads a view of a type other than `.none` as a list or a group of its elements.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { storedAccessibility?.containerType ?? .none }
        set { accessibility.containerType = newValue }
    }
    /// Whether the view's subviews are hidden from assistive technology.
    open var accessibilityElementsHidden: Bool {
        get { storedAccessibility?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether the system's Smart Invert leaves the view (a photo) as it is: kept, as the desktop has no such
    /// inversion.
    open var accessibilityIgnoresInvertColors = false
    /// Whether assistive technology ignores the view's siblings (a modal view).
    open var accessibilityViewIsModal: Bool {
        get { storedAccessibility?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }
    /// Whether the view's children are read as a group.
    open var shouldGroupAccessibilityChildren: Bool {
        get { storedAccessibility?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }
    /// How many elements the view contains (its `accessibilityElements`' count by default).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The contained element at `index`, or nil.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of a contained element, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
    /// Activates the element as a double tap would; returns whether it handled it (false by default).
    open func accessibilityActivate() -> Bool { false }
    /// Moves an adjustable element's value up.
    open func accessibilityIncrement() {}
    /// Moves an adjustable element's value down.
    open func accessibilityDecrement() {}
    /// Scrolls the content by a screen in `direction` for VoiceOver's three-finger scroll; returns whether it
    /// scrolled (false by default). Kept for UIKit code that overrides it: the desktop's screen readers have no
    /// such gesture, so nothing here calls it.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    // MARK: Focus (UIFocusSystem.swift)

    /// Whether keyboard focus can move to the view (Tab): false for plain views; controls, editable text and
    /// lists that allow focus say yes.
    open var canBecomeFocused: Bool { false }
    /// Whether the view has keyboard focus.
    public var isFocused: Bool { window?.storedFocusSystem?.focusedItem === self }
    /// The focus group the view belongs to: Tab moves between groups, the arrow keys within one.
    open var focusGroupIdentifier: String? {
        get { layoutState?.focusGroupIdentifier }
        set { if newValue != nil || layoutState != nil { ensureLayoutState().focusGroupIdentifier = newValue } }
    }
    /// How focus is shown on the view (nil: the system's halo around its bounds).
    open var focusEffect: UIFocusEffect? {
        get { layoutState?.focusEffect }
        set { if newValue != nil || layoutState != nil { ensureLayoutState().focusEffect = newValue } }
    }
    /// Where focus should go inside the view: none of its own preference by default.
    open var preferredFocusEnvironments: [UIFocusEnvironment] { [] }
    /// Asks for a focus update (updates run at once here).
    open func setNeedsFocusUpdate() { window?.storedFocusSystem?.updateFocusIfNeeded() }
    /// Runs a pending focus update.
    open func updateFocusIfNeeded() { window?.storedFocusSystem?.updateFocusIfNeeded() }
    /// Whether focus may move as `context` describes; true by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    /// Focus moved to or from the view.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// The colour that marks interactive content: the view's own, else its superview's, else system blue.
    /// Setting it tells the view and every descendant that inherits it (`tintColorDidChange()`).
    open var tintColor: UIColor! {
        get { storedTintColor ?? storedSuperview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            if newValue != nil { UIView.tintsInUse = true }
            tintDidChangeInSubtree()
        }
    }
    var storedTintColor: UIColor?
    /// Whether any view has been given a tint colour of its own; until one is, a view moving to a new
    /// superview keeps the default tint and nothing needs telling.
    nonisolated(unsafe) static var tintsInUse = false

    /// Called when the tint colour the view shows changed (its own, or an ancestor's it inherits).
    open func tintColorDidChange() {}

    /// How the tint is adjusted (dimmed while a modal shows, in UIKit); kept for its API.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// How a view's tint is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// Tells this view and the descendants that inherit its tint.
    func tintDidChangeInSubtree() {
        tintColorDidChange()
        var stack = storedSubviews.filter { $0.storedTintColor == nil }
        while let view = stack.popLast() {
            view.tintColorDidChange()
            stack.append(contentsOf: view.storedSubviews.lazy.filter { $0.storedTintColor == nil })
        }
    }

    /// A view whose opacity masks this view's content (its frame is in this view's coordinates; it is not a
    /// subview and is not hit-tested).
    open var mask: UIView? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the view promises to fill its bounds with opaque content; a hint UIKit's compositor may use,
    /// kept for its API (the renderer decides what is covered from the colours themselves).
    open var isOpaque = true

    /// Whether the view receives more than one concurrent touch; false by default (SEMANTICS §3.4).
    @exclusivity(unchecked) open var isMultipleTouchEnabled: Bool = false

    /// Whether the view receives touches only while no other view in its window does; false by default.
    @exclusivity(unchecked) open var isExclusiveTouch: Bool = false

    /// The window that contains the view (a window's own is itself), or nil when it is not in a window.
    public var window: UIWindow? { storedWindow }

    // MARK: Hooks

    /// Called before the view moves to a new superview (nil when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview or was removed from one.
    open func didMoveToSuperview() {}

    /// Called before the view moves into a different window (nil when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view moved into a different window or left its window.
    open func didMoveToWindow() {}

    /// The engine's own reaction to a new window, before `didMoveToWindow()` (which a subclass may override
    /// without calling `super`).
    func engineDidMoveToWindow() {}

    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Hit-testing (SEMANTICS §1; the walk itself is in UIView+HitTesting.swift)

    /// Returns the farthest descendant of this view (or the view itself) that contains `point`, or nil.
    ///
    /// Returns nil at once when the view is hidden, has `isUserInteractionEnabled == false` or an `alpha` of
    /// 0.01 or less; then asks `point(inside:with:)`, and when that is true tries the subviews front to back.
    /// - Parameters:
    ///   - point: A point in the receiver's coordinate space.
    ///   - event: The event that caused the hit-test, or nil when it is asked outside event handling.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` lies inside the view; by default whether the bounds contain it.
    ///
    /// - Parameters:
    ///   - point: A point in the receiver's coordinate space.
    ///   - event: The event that caused the hit-test, or nil.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        boundsContain(point)
    }

    // MARK: Layout (SEMANTICS §9.1; the pass itself is in UIView+Layout.swift)

    /// Lays out subviews; override to position them. Runs once per frame after `setNeedsLayout()`.
    open func layoutSubviews() {}

    /// Sets the view's content and style from your model (UIKit 26): text, colours, images, configurations.
    /// It runs in the layout pass before `layoutSubviews()` — before the view's first layout, after
    /// `setNeedsUpdateProperties()`, and whenever an `@Observable` value it read changes — and does not itself
    /// cause a layout. Call `super`.
    open func updateProperties() {}

    /// Asks for `updateProperties()` in the next layout pass (requests made before then run it once).
    open func setNeedsUpdateProperties() {
        needsUpdateProperties = true
        schedulePropertyUpdate()
    }

    /// Runs pending `updateProperties()` of this view (and its view controller) and of its subtree now.
    open func updatePropertiesIfNeeded() { runPropertyUpdatesInSubtree() }

    /// Marks the view as needing layout; the next layout pass calls `layoutSubviews()`.
    open func setNeedsLayout() {
        needsLayout = true
        markAncestorsSubtreeNeedsLayout()
    }

    /// Runs any pending layout of this view and its subtree now, parents before children.
    open func layoutIfNeeded() {
        layoutSubtreeIfNeeded()
    }

    /// The size that best fits `size`; by default the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { storedBounds.size }

    /// How far the rectangle Auto Layout aligns lies inside the frame (a shadow or badge outside it, say);
    /// zero by default. Constraints place the alignment rectangle and the intrinsic size is its size.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a frame: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: frame.minX + insets.left, y: frame.minY + insets.top, width: frame.width - insets.left - insets.right,
            height: frame.height - insets.top - insets.bottom)
    }

    /// The frame of an alignment rectangle: the rectangle outset by `alignmentRectInsets`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right,
            height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// The view's natural size, for Auto Layout; `UIView.noIntrinsicMetric` along an axis without one (the
    /// default for both).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The view's traits changed (an override of the style on it or above it, or the system's); the view is
    /// redrawn. Override to update what does not redraw (layer colours); call `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The view whose first line of text gives the receiver's `firstBaselineAnchor`: the receiver itself by
    /// default (a stack view answers its first arranged subview). Return a descendant or `self`.
    open var viewForFirstBaselineLayout: UIView { self }

    /// The view whose last line of text gives the receiver's `lastBaselineAnchor`: by default the receiver.
    open var viewForLastBaselineLayout: UIView { self }

    /// The first and last baselines of the view's own text as distances from its vertical centre (text is
    /// centred vertically in labels, buttons and text fields); nil for a view without text, whose baselines
    /// are its bottom edge.
    var textBaselineOffsets: (first: CGFloat, last: CGFloat)? { nil }

    /// Baseline offsets of `height` points of text in `font`, centred vertically.
    static func centredTextBaselines(height: CGFloat, font: UIFont) -> (first: CGFloat, last: CGFloat) {
        (-height / 2 + font.ascender, height / 2 + font.descender)
    }

    /// Updates the view's constraints before layout when `setNeedsUpdateConstraints()` asked; call super last.
    open func updateConstraints() {
        layoutState?.needsUpdateConstraints = false
    }

    /// Called when `safeAreaInsets` changed.
    open func safeAreaInsetsDidChange() {}

    /// Auto Layout state, made when the view first takes part (see Layout/).
    nonisolated(unsafe) var layoutState: ViewLayoutState?

    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(storedBounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: Gesture recognizers

    /// Asks the view whether a recognizer attached to it or an ancestor may leave `.possible`; true by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Drawing (SEMANTICS §9.2; the renderer draws, the engine records what needs it)

    /// The view's layer: corner radius, border and shadow attributes.
    public var layer: CALayer {
        if let storedLayer { return storedLayer }
        let layer = makeBackingLayer()
        storedLayer = layer
        return layer
    }

    /// A layer of `layerClass` backing this view.
    private func makeBackingLayer() -> CALayer {
        let layerClass: AnyClass = type(of: self).layerClass
        if layerClass == CALayer.self { return CALayer(view: self) }
        guard let type = layerClass as? CALayer.Type else {
            preconditionFailure("\(Swift.type(of: self)).layerClass: \(layerClass) is not a CALayer class")
        }
        // A subclass is made through its `init()` (Core Animation's `[[layerClass alloc] init]`).
        let layer = ClassValueInitializers.make(type)
        layer.bind(to: self)
        return layer
    }

    /// The view's layer if it was ever asked for (renderers read it without creating one).
    @_spi(Rendering) public var storedLayerIfAny: CALayer? { storedLayer }

    /// Storage the renderer attaches to the view (its cached drawing).
    @exclusivity(unchecked) public var rendererCache: AnyObject?

    /// How the content is placed when the bounds change; `.scaleToFill` by default, `.redraw` redraws.
    @exclusivity(unchecked) open var contentMode: UIViewContentMode = .scaleToFill

    /// The smallest text size the view's content follows (Dynamic Type limits; a desktop's size is `.large`).
    open var minimumContentSizeCategory: UIContentSizeCategory?
    /// The largest text size the view's content follows.
    open var maximumContentSizeCategory: UIContentSizeCategory?
    /// The limits set, as text for debugging.
    open var appliedContentSizeCategoryLimitsDescription: String {
        "<\(type(of: self)): minimum: \(minimumContentSizeCategory?.rawValue ?? "none"), "
            + "maximum: \(maximumContentSizeCategory?.rawValue ?? "none")>"
    }

    /// The layer class a view of this class is backed by: `CALayer` unless a subclass returns another (a
    /// gradient, shape, text or replicator layer), made when the view's `layer` is first read.
    open class var layerClass: AnyClass { CALayer.self }

    /// Whether the class depends on constraints: its views get `updateConstraints()` before their first layout
    /// even when no constraint asks for it. False by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Whether `draw(_:)` must run before the view is shown again.
    @exclusivity(unchecked) public internal(set) var needsDisplay = true

    /// Draws the view's content into the current graphics context, in the view's own coordinates, clipped to
    /// `rect`. The default draws nothing; `backgroundColor` is filled before it runs.
    open func draw(_ rect: CGRect) {}

    /// Called by a renderer after it ran `draw(_:)` for the view's current content.
    public func _markDisplayed() { needsDisplay = false }

    // MARK: The layer's delegate (CALayerDelegate)

    /// Gives the view's layer its content instead of drawing it: a subclass overrides it to set
    /// `layer.contents` (as on iOS, where UIView itself does not implement it). Not overridden, the view draws
    /// with `draw(_:)`.
    open func display(_ layer: CALayer) { layer.delegateDeclinedDisplay = true }

    /// Draws the view's layer: by default, `draw(_:)` with `ctx` as the current context. Runs for a view whose
    /// layer exists (a view that overrides it and never touched `layer` draws with `draw(_:)` alone).
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
    }

    /// Lays out the view's layer: by default, the controller's `viewWillLayoutSubviews()`, `layoutSubviews()`
    /// and `viewDidLayoutSubviews()`, which the layout pass calls through here for a view whose layer exists.
    open func layoutSublayers(of layer: CALayer) {
        let controller = owningViewController
        controller?.layOutContentUnavailable()
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// The action for a change of the layer's `event`: inside an animation block, the block's animation;
    /// outside one, `NSNull()` (a view's properties change at once). A shape layer's `path` is not one UIKit's
    /// blocks animate (it animates with a `CABasicAnimation`).
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        AnimationRecorder.current == nil || event == "path" ? NSNull() : ViewBlockAction.shared
    }

    /// Marks the whole view for redrawing in the next frame.
    open func setNeedsDisplay() {
        needsDisplay = true
        storedLayer?.queueForDisplay()
        storedWindow?.damageBounds(of: self, rect: storedBounds)
    }

    /// Marks a rectangle of the view (in its own coordinates) for redrawing in the next frame.
    open func setNeedsDisplay(_ rect: CGRect) {
        needsDisplay = true
        storedLayer?.queueForDisplay()
        storedWindow?.damageBounds(of: self, rect: rect)
    }

    // MARK: Responder chain

    /// The view's controller when the view is a controller's root view, otherwise its superview.
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return storedSuperview
    }

    override var responderWindow: UIWindow? { window }

    /// Makes the first responder in this view's subtree resign.
    ///
    /// - Parameter force: When true, the responder is made to resign even if `canResignFirstResponder` is false.
    /// - Returns: Whether no responder in the subtree is first responder afterwards.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        guard let responderView = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded,
            responderView.isDescendant(of: self)
        else { return true }
        if responder.resignFirstResponder() { return true }
        if force {
            window.setFirstResponder(nil)
            return true
        }
        return false
    }

    /// A textual form: class, frame and, where set, tag and identifier.
    nonisolated open override var description: String {
        describedOnMainActor {
            var text = "<\(type(of: self)): frame = \(EventTrace.describe(self.frame))"
            if self.tag != 0 { text += "; tag = \(self.tag)" }
            if let accessibilityIdentifier = self.accessibilityIdentifier {
                text += "; id = \(accessibilityIdentifier)"
            }
            if self.isHidden { text += "; hidden" }
            return text + ">"
        }
    }
}

extension EventTrace {
    /// A compact `(x y; w h)` form of a rectangle, as UIKit prints frames.
    nonisolated static func describe(_ r: CGRect) -> String {
        "(\(number(r.minX)) \(number(r.minY)); \(number(r.width)) \(number(r.height)))"
    }
}
