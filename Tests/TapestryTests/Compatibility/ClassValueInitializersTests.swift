import Foundation
import Testing

@testable import Tapestry

/// Classes written as iOS code writes them, with initializers of their own and none of them `required`, are
/// made from their class values through their own overrides, as Objective-C makes them.
@MainActor
@Suite struct ClassValueInitializersTests {
    /// The shape of a layer in an animation library: its own initializer, `init(layer:)` for Core Animation's
    /// copies and `init?(coder:)`, but no `init()`.
    final class ModelLayer: CALayer {
        let model: String
        var progress: CGFloat = 0
        init(model: String) {
            self.model = model
            super.init()
        }
        override init(layer: Any) {
            let other = layer as! ModelLayer
            model = other.model
            progress = other.progress
            super.init(layer: layer)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A layer class with no initializers of its own: it inherits `init()` and its property starts set.
    final class DashLayer: CAShapeLayer {
        var dashes: [NSNumber] = [4, 2]
    }
    final class DashView: UIView {
        override class var layerClass: AnyClass { DashLayer.self }
    }

    /// A layer class that overrides `init()` to set itself up.
    final class TintLayer: CALayer {
        var tint = "none"
        override init() {
            super.init()
            tint = "red"
        }
        override init(layer: Any) {
            tint = (layer as! TintLayer).tint
            super.init(layer: layer)
        }
        required init?(coder: NSCoder) { nil }
    }
    final class TintView: UIView {
        override class var layerClass: AnyClass { TintLayer.self }
    }

    final class RecordingCell: UITableViewCell {
        var madeWith: (CellStyle, String?)?
        override init(style: CellStyle, reuseIdentifier: String?) {
            madeWith = (style, reuseIdentifier)
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
    }
    /// A cell with a designated initializer of its own that is never registered: it compiles without
    /// `init(style:reuseIdentifier:)`.
    final class CustomCell: UITableViewCell {
        let kind: Int
        init(kind: Int) {
            self.kind = kind
            super.init(style: .value1, reuseIdentifier: nil)
        }
        required init?(coder: NSCoder) { nil }
    }
    final class RecordingHeader: UITableViewHeaderFooterView {
        var madeWith: String??
        override init(reuseIdentifier: String?) {
            madeWith = .some(reuseIdentifier)
            super.init(reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
    }
    final class RecordingCollectionCell: UICollectionViewCell {
        var madeWithFrame: CGRect?
        let badge = UILabel()
        override init(frame: CGRect) {
            madeWithFrame = frame
            super.init(frame: frame)
            contentView.addSubview(badge)
        }
        /// A convenience initializer of its own, as cells built in code often have.
        convenience init(badge: String) {
            self.init(frame: .zero)
            self.badge.text = badge
        }
        required init?(coder: NSCoder) { nil }
    }

    /// An animation with its own designated initializer and the `init()` `copy()` needs.
    final class TaggedAnimation: CABasicAnimation {
        var tag = "untagged"
        init(tag: String) {
            self.tag = tag
            super.init()
        }
        override init() { super.init() }
        required init?(coder: NSCoder) { nil }
        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! TaggedAnimation
            copy.tag = tag
            return copy
        }
    }

    /// A layer class that cannot be made with `init()`: as a view's `layerClass` it stops the app, as on iOS.
    final class NoInitLayer: CALayer {
        init(value: Int) { super.init() }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { nil }
    }
    final class NoInitView: UIView {
        override class var layerClass: AnyClass { NoInitLayer.self }
    }

    @Test func aPresentationCopyIsMadeThroughTheLayersOwnInitLayer() throws {
        let layer = ModelLayer(model: "wave")
        layer.progress = 0.25
        let copy = try #require(layer.presentation())
        #expect(type(of: copy) == ModelLayer.self)
        #expect(copy.model == "wave")
        #expect(copy.progress == 0.25)
        #expect(copy !== layer)
        #expect(copy.model() === layer)
    }

    @Test func aPresentationCopyShowsTheRunningAnimation() throws {
        let layer = ModelLayer(model: "fade")
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.5
        animation.toValue = 0.5
        animation.duration = 100
        layer.add(animation, forKey: "fade")
        let copy = try #require(layer.presentation())
        #expect(copy.model == "fade")
        #expect(copy.opacity == 0.5)
        #expect(layer.opacity == 1)
    }

    @Test func aViewsLayerIsMadeThroughItsLayerClassesInit() {
        let dashed = DashView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let dashLayer = dashed.layer as? DashLayer
        #expect(dashLayer?.dashes == [4, 2])
        #expect(dashed.layer.bounds.size == CGSize(width: 10, height: 10))
        let tinted = TintView()
        #expect((tinted.layer as? TintLayer)?.tint == "red")
    }

    @Test func aRegisteredCellIsMadeThroughItsOwnInitializerWithTheStyleAndIdentifier() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        // A short identifier is stored in the string itself, a long one on the heap: both pass whole.
        for identifier in ["row", "a reuse identifier longer than fifteen bytes"] {
            table.register(RecordingCell.self, forCellReuseIdentifier: identifier)
            let cell = try #require(table.dequeueReusableCell(withIdentifier: identifier) as? RecordingCell)
            #expect(cell.madeWith?.0 == .default)
            #expect(cell.madeWith?.1 == identifier)
            #expect(cell.reuseIdentifier == identifier)
        }
        let custom = CustomCell(kind: 3)
        #expect(custom.kind == 3)
    }

    @Test func aRegisteredHeaderIsMadeThroughItsOwnInitializer() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(RecordingHeader.self, forHeaderFooterViewReuseIdentifier: "section header")
        let header = try #require(
            table.dequeueReusableHeaderFooterView(withIdentifier: "section header") as? RecordingHeader)
        #expect(header.madeWith == .some("section header"))
        #expect(header.reuseIdentifier == "section header")
    }

    @Test func aRegisteredCollectionCellIsMadeThroughItsOwnInitFrame() throws {
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(RecordingCollectionCell.self, forCellWithReuseIdentifier: "badge")
        let cell = try #require(
            collection.dequeueReusableCell(withReuseIdentifier: "badge", for: IndexPath(item: 0, section: 0))
                as? RecordingCollectionCell)
        #expect(cell.madeWithFrame == .zero)
        #expect(cell.badge.superview === cell.contentView)
        #expect(RecordingCollectionCell(badge: "new").badge.text == "new")
    }

    @Test func anAnimationIsCopiedAsItsOwnClass() throws {
        let layer = CALayer()
        layer.add(TaggedAnimation(tag: "pulse"), forKey: "pulse")
        let added = try #require(layer.animation(forKey: "pulse") as? TaggedAnimation)
        #expect(added.tag == "pulse")
    }

    @Test func aLayerClassWithoutInitStopsWithObjectiveCsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = NoInitView().layer }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Use of unimplemented initializer 'init()' for class"))
    }
}
