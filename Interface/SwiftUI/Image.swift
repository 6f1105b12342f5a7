// Image: asset names, SF Symbols (systemName, variableValue), decorative images, Image(uiImage:) on
// the minimal UIImage, and the Image-only modifiers (resizable, renderingMode, interpolation...).
@frozen
public struct Image: Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
    public init(decorative name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}
    public init(systemName: String, variableValue: Double?) {}
    public init(uiImage: UIImage) {}

    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum Scale: Hashable, Sendable { case small, medium, large }
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode()
    public static let multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode()
}

public struct SymbolVariants: Hashable, Sendable {
    public static let none = SymbolVariants()
    public static let circle = SymbolVariants()
    public static let square = SymbolVariants()
    public static let rectangle = SymbolVariants()
    public static let fill = SymbolVariants()
    public static let slash = SymbolVariants()
}

public struct AsyncImage<Content: View>: View {
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {}
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {}
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {}
    public var body: some View { EmptyView() }
}

public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)
    public var image: Image? { nil }
    public var error: (any Error)? { nil }
}
