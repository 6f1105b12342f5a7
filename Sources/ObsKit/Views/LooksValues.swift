/// SwiftUI's value types that only change the looks (`Font`, `Angle`, `Animation`, `AnyTransition`,
/// `GridItem.Size`, `Color`, gradients, formats...): ObsREPL keeps them as inert symbols, which cosmetic
/// modifiers accept. Their factories (`.system(size:)`, `.degrees(45)`, `.adaptive(minimum:)`,
/// `.easeInOut(duration:)`) and members (`.delay(0.2)`, `.combined(with:)`, `.bold()`) evaluate their
/// arguments and give another symbol. Colors and shape styles are views too (`Color.red.opacity(0.5)`).
enum LooksValues {
    /// Types whose values are only looks: `Font.title`, `Angle.degrees(90)`.
    static let types: Set<String> = [
        "Font", "Animation", "AnyTransition", "Edge", "Alignment", "UnitPoint", "StrokeStyle", "Material", "Spring",
    ]

    /// Views that draw a color or a gradient (a `Color` in a body, or as a background).
    static let styleViews: Set<String> = ["Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient"]

    /// Factories and members of these types, called with arguments: `.system(size: 20)`, `.spring(response:)`.
    static let callable: Set<String> = [
        "system", "custom", "symbolEffect", "degrees", "radians", "adaptive", "flexible", "fixed", "linear", "easeIn", "easeOut", "easeInOut",
        "spring", "interactiveSpring", "interpolatingSpring", "bouncy", "smooth", "snappy", "timingCurve", "move", "push",
        "offset", "scale", "asymmetric", "combined", "delay", "speed", "repeatForever", "repeatCount", "currency", "number",
        "percent", "dateTime", "precision", "rounded", "weight", "bold", "italic", "monospaced", "monospacedDigit",
        "opacity", "leading", "trailing", "width", "design", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
        "grouping", "notation", "sign", "presentation", "day", "month", "year", "hour", "minute", "init", "animation", "periodic",
        "shadow", "gradient", "tint", "mix", "blendMode", "rgb", "gray", "white", "black", "rect", "circle", "capsule",
        "ellipse", "roundedRectangle", "dash", "continuous", "hue", "ultraThinMaterial", "regularMaterial",
        "fraction", "height", "numericText", "impact", "selection", "page",
    ]

    /// SwiftUI's own styles, which style modifiers take (`.buttonStyle(PlainButtonStyle())`,
    /// `.listStyle(InsetGroupedListStyle())`, `.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))`).
    static let styles: Set<String> = [
        "AccessoryCircularCapacityGaugeStyle", "AccessoryCircularGaugeStyle", "AnyShapeStyle", "AutomaticFormStyle",
        "AutomaticNavigationSplitViewStyle", "BackgroundStyle", "BalancedNavigationSplitViewStyle",
        "BorderedButtonStyle", "BorderedProminentButtonStyle", "BorderlessButtonStyle", "ButtonMenuStyle",
        "ButtonToggleStyle", "CircularProgressViewStyle", "ColumnNavigationViewStyle", "ColumnsFormStyle",
        "CompactDatePickerStyle", "DefaultButtonStyle", "DefaultDatePickerStyle", "DefaultGaugeStyle",
        "DefaultGroupBoxStyle", "DefaultLabelStyle", "DefaultListStyle", "DefaultMenuStyle",
        "DefaultNavigationViewStyle", "DefaultPickerStyle", "DefaultProgressViewStyle", "DefaultTabViewStyle",
        "DefaultTextFieldStyle", "DefaultToggleStyle", "FillStyle", "ForegroundStyle", "GraphicalDatePickerStyle",
        "GroupedFormStyle", "GroupedListStyle", "HierarchicalShapeStyle", "IconOnlyLabelStyle", "InlinePickerStyle",
        "InsetGroupedListStyle", "InsetListStyle", "LinearCapacityGaugeStyle", "LinearProgressViewStyle",
        "MenuPickerStyle", "NavigationLinkPickerStyle", "PageIndexViewStyle", "PageTabViewStyle",
        "PalettePickerStyle", "PlainButtonStyle", "PlainListStyle", "PlainTextFieldStyle",
        "ProminentDetailNavigationSplitViewStyle", "RoundedBorderTextFieldStyle", "SegmentedPickerStyle",
        "SeparatorShapeStyle", "SidebarAdaptableTabViewStyle", "SidebarListStyle", "StackNavigationViewStyle",
        "SwitchToggleStyle", "TintShapeStyle", "TitleAndIconLabelStyle", "TitleOnlyLabelStyle",
        "WheelDatePickerStyle", "WheelPickerStyle",
    ]

    /// SwiftUI's enums and option sets that only choose a look or a setting the runtime does not model
    /// (`Axis.horizontal`, `PresentationDetent.medium`, `ScenePhase.active`): written with their type, their
    /// members are the same inert symbols as written alone (`.medium`), so the two compare equal.
    static let settings: Set<String> = [
        "AccessibilityActionKind", "AccessibilityHeadingLevel", "AccessibilityTraits", "Axis", "BlendMode",
        "ButtonRole", "CGLineCap", "CGLineJoin", "ColorScheme", "ColorSchemeContrast", "ContentMode",
        "ContentSizeCategory", "ContentTransition", "ControlSize", "DatePickerComponents", "DynamicTypeSize",
        "HorizontalAlignment", "HorizontalEdge", "InterfaceOrientation", "LayoutDirection", "LegibilityWeight",
        "NavigationSplitViewVisibility", "PinnedScrollableViews", "PresentationAdaptation",
        "PresentationBackgroundInteraction", "PresentationDetent", "PreviewDevice", "PreviewLayout", "Prominence",
        "RedactionReasons", "RoundedCornerStyle", "SafeAreaRegions", "ScenePhase", "ScrollBounceBehavior",
        "ScrollDismissesKeyboardMode", "ScrollIndicatorVisibility", "SearchFieldPlacement", "SensoryFeedback",
        "SubmitLabel", "SubmitTriggers", "SymbolRenderingMode", "SymbolVariants", "TabRole", "TextAlignment",
        "TextInputAutocapitalization", "ToolbarItemPlacement", "ToolbarPlacement", "ToolbarRole",
        "ToolbarTitleDisplayMode", "UIKeyboardType", "UITextAutocapitalizationType", "UITextContentType",
        "UserInterfaceSizeClass", "VerticalAlignment", "VerticalEdge", "Visibility",
    ]

    static func isLooks(_ type: String) -> Bool {
        types.contains(type) || styleViews.contains(type) || styles.contains(type) || settings.contains(type)
    }

    /// `Font.title`, `Color.red`, `Angle.zero`: a member of a looks type.
    static func member(_ name: String, ofType type: String) -> Value {
        styleViews.contains(type) ? .view(.inert("\(type).\(name)")) : .symbol(name)
    }

    /// `Color(.systemFill)`, `Font(...)`, `LinearGradient(colors:startPoint:endPoint:)`.
    static func construct(_ type: String) -> Value {
        styleViews.contains(type) ? .view(.inert(type)) : .symbol(type)
    }
}

extension Builtins {
    static func installLooks(into interpreter: Interpreter) {
        for name in LooksValues.types.union(LooksValues.styleViews).union(LooksValues.styles).union(LooksValues.settings) where interpreter.globals.value(named: name) == nil {
            interpreter.globals.define(name, .builtinType(name))
        }

    }
}
