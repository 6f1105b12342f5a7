// Control styles: ButtonStyle/PrimitiveButtonStyle (+ configurations), ListStyle, TextFieldStyle,
// PickerStyle, ToggleStyle, LabelStyle, ProgressViewStyle, DatePickerStyle, FormStyle, GaugeStyle,
// MenuStyle, GroupBoxStyle, and the built-in styles each offers as `.name`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    public struct Label: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    public func trigger() {}
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: Self { Self() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: Self { Self() } }

public struct ButtonBorderShape: Equatable, Sendable {
    public static let automatic = ButtonBorderShape()
    public static let capsule = ButtonBorderShape()
    public static let circle = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}

public struct LabelStyleConfiguration {
    public struct Title: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public struct Icon: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public var title: LabelStyleConfiguration.Title { Title() }
    public var icon: LabelStyleConfiguration.Icon { Icon() }
}

@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}
public struct DefaultLabelStyle: LabelStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
public struct IconOnlyLabelStyle: LabelStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: Self { Self() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: Self { Self() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: Self { Self() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: Self { Self() } }

public struct ToggleStyleConfiguration {
    public struct Label: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}

@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}
public struct DefaultToggleStyle: ToggleStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct ButtonToggleStyle: ToggleStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: Self { Self() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: Self { Self() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { Self() } }

public struct ProgressViewStyleConfiguration {
    public struct Label: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public struct CurrentValueLabel: View { public typealias Body = Never; public var body: Never { fatalError() } }
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { EmptyView() } }
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: Self { Self() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { Self() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { Self() } }

public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { Self() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { Self() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { Self() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { Self() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { Self() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { Self() } }

public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { Self() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { Self() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { Self() } }

public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { Self() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { Self() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { Self() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { Self() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { Self() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { Self() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: Self { Self() } }

public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: Self { Self() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: Self { Self() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: Self { Self() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: Self { Self() } }

public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: Self { Self() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: Self { Self() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: Self { Self() } }

public protocol GaugeStyle {}
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: Self { Self() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: Self { Self() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: Self { Self() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: Self { Self() } }

public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: Self { Self() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: Self { Self() } }

public protocol GroupBoxStyle {}
public struct DefaultGroupBoxStyle: GroupBoxStyle { public init() {} }
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: Self { Self() } }

extension View {
    nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
    nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
    nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }
}
