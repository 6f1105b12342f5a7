/// The text modifiers that set an environment value for the whole subtree (Apple: `font(_:)` "sets the default
/// font for text in this view", `lineLimit(_:)` "applies to all Text instances within a hierarchy"): a view
/// below reads what they set through `@Environment(\.font)`, `@Environment(\.lineLimit)`... Their defaults, where
/// nothing sets them, are `EnvironmentValuesObject.builtInDefaults`.
extension BuiltinModifier {
    static let textEnvironment: [BuiltinModifier] = [
        setting("font", "font(_ font: Font?)", optional: true),
        BuiltinModifier(name: "lineLimit", signature: "lineLimit(_ number: Int?), lineLimit(_ limit: ClosedRange<Int>)", behaviour: .effect { call in
            // `EnvironmentValues.lineLimit` is an `Int?`; a range limit sets nothing this runtime models.
            switch call.values.first?.value {
            case .int(let limit)?: return .environmentValue(key: .keyPath("lineLimit"), value: .optional(.int(limit)))
            case .optional(.int(let limit))?: return .environmentValue(key: .keyPath("lineLimit"), value: .optional(.int(limit)))
            case .none?: return .environmentValue(key: .keyPath("lineLimit"), value: .none)
            default: return .cosmetic
            }
        }),
        setting("truncationMode", "truncationMode(_ mode: Text.TruncationMode)"),
        setting("minimumScaleFactor", "minimumScaleFactor(_ factor: CGFloat)", number: true),
        setting("multilineTextAlignment", "multilineTextAlignment(_ alignment: TextAlignment)"),
        setting("allowsTightening", "allowsTightening(_ flag: Bool)"),
    ]

    /// A modifier whose one argument becomes the environment value of its name (wrapped when the key is
    /// optional, a Double when it is a CGFloat).
    private static func setting(_ name: String, _ signature: String, optional: Bool = false, number: Bool = false) -> BuiltinModifier {
        BuiltinModifier(name: name, signature: signature, behaviour: .effect { call in
            guard let given = call.values.first?.value, call.values.count == 1 else { return .cosmetic }
            var value = given
            if number, case .int(let whole) = given { value = .double(Double(whole)) }
            if optional, !given.isOptionalOrNil { value = .optional(given) }
            return .environmentValue(key: .keyPath(name), value: value)
        })
    }
}
