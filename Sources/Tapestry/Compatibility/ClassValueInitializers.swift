import CClassInitializers
import Foundation

/// Objects made from a class value the way Objective-C makes them: `[[layerClass alloc] init]`,
/// `[[cellClass alloc] initWithStyle:reuseIdentifier:]`.
///
/// Swift builds an object from a class value only through a `required` initializer, and none of UIKit's are
/// required: a layer subclass with an initializer of its own that overrides `init(layer:)` and `init?(coder:)`
/// but not `init()` is well-formed iOS code, as is a cell subclass with a `convenience` initializer of its own.
/// The Swift runtime keeps every designated initializer of an open class in the class's vtable, the subclass's
/// override in its slot or, where the subclass does not inherit the initializer, a stub that stops with
/// "Use of unimplemented initializer", as Objective-C does. These functions call that slot for the class
/// value they are given (see `Sources/CClassInitializers`), so a registered class is made through its own
/// initializer and a class that lacks it stops with UIKit's message.
enum ClassValueInitializers {
    /// `type.init()` through `NSObject`'s slot: a layer of a view's `layerClass`, an animation's or a layout
    /// attributes' copy.
    static func make<T: NSObject>(_ type: T.Type) -> T {
        let made = tapestry_alloc_init(metadata(of: type))
        return Unmanaged<T>.fromOpaque(made!).takeRetainedValue()
    }

    /// `type.init(layer:)`: a presentation copy of `layer` of the layer's own class.
    static func make<T: CALayer>(_ type: T.Type, layer: Any) -> T {
        let argument = UnsafeMutablePointer<Any>.allocate(capacity: 1)
        argument.initialize(to: layer)
        // The initializer takes its argument by address and consumes it: the memory is only freed here.
        defer { argument.deallocate() }
        let made = tapestry_alloc_init_layer(metadata(of: type), argument)
        return Unmanaged<T>.fromOpaque(made!).takeRetainedValue()
    }

    /// `type.init(frame:)`: a registered collection view cell, supplementary or decoration view.
    @MainActor static func make<T: UIView>(_ type: T.Type, frame: CGRect) -> T {
        let made = tapestry_alloc_init_frame(
            metadata(of: type), Double(frame.origin.x), Double(frame.origin.y), Double(frame.size.width),
            Double(frame.size.height))
        return Unmanaged<T>.fromOpaque(made!).takeRetainedValue()
    }

    /// `type.init(style:reuseIdentifier:)`: a registered table view cell.
    @MainActor static func make<T: UITableViewCell>(
        _ type: T.Type, style: UITableViewCell.CellStyle, reuseIdentifier: String?
    ) -> T {
        let made = withConsumedWords(of: reuseIdentifier) { word0, word1 in
            tapestry_alloc_init_style_reuse_identifier(
                metadata(of: type), unsafeBitCast(style, to: UInt8.self), word0, word1)
        }
        return Unmanaged<T>.fromOpaque(made!).takeRetainedValue()
    }

    /// `type.init(reuseIdentifier:)`: a registered table header or footer view.
    @MainActor static func make<T: UITableViewHeaderFooterView>(_ type: T.Type, reuseIdentifier: String?) -> T {
        let made = withConsumedWords(of: reuseIdentifier) { word0, word1 in
            tapestry_alloc_init_reuse_identifier(metadata(of: type), word0, word1)
        }
        return Unmanaged<T>.fromOpaque(made!).takeRetainedValue()
    }

    /// The class's metadata, which is what a class value is.
    private static func metadata(of type: AnyClass) -> UnsafeRawPointer {
        unsafeBitCast(type, to: UnsafeRawPointer.self)
    }

    /// Hands `body` the two words of an owned copy of `string`, which the initializer it calls consumes.
    private static func withConsumedWords<R>(
        of string: String?, _ body: (UInt64, UnsafeMutableRawPointer?) -> R
    ) -> R {
        precondition(MemoryLayout<String?>.size == 16, "a String? is two words on the platforms Swift runs on")
        let owned = UnsafeMutablePointer<String?>.allocate(capacity: 1)
        owned.initialize(to: string)
        defer { owned.deallocate() }
        let raw = UnsafeRawPointer(owned)
        return body(
            raw.load(as: UInt64.self), raw.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self))
    }
}
