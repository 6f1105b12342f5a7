/// The preference modifiers (rules §15.23): a view gives a `PreferenceKey` a value, the values of a subtree
/// are combined by the key's `reduce`, and an ancestor is told when the combined value changes.
/// `preferredColorScheme` is the presentation's own preference: the window's or the sheet's `\.colorScheme`.
/// Left out: anchor preferences (no geometry) and `overlayPreferenceValue`/`backgroundPreferenceValue`.
extension BuiltinModifier {
    static let preferences: [BuiltinModifier] = [
        BuiltinModifier(name: "preference", signature: "preference(key: K.Type = K.self, value: K.Value)", behaviour: .effect { call in
            .preference(key: try preferenceKey(call, call.argument("key")),
                        value: try call.required(call.argument("value"), "a value: .preference(key: K.self, value: v)"))
        }),
        BuiltinModifier(name: "transformPreference", signature: "transformPreference(_ key: K.Type = K.self, _ callback: (inout K.Value) -> Void)",
                        behaviour: .effect { call in
                            .transformPreference(key: try preferenceKey(call, call.values.first { $0.label == nil && !$0.value.isFunction }?.value),
                                                 transform: try call.required(call.closure([nil]), "a closure: .transformPreference(K.self) { value in ... }"))
                        }),
        BuiltinModifier(name: "onPreferenceChange", signature: "onPreferenceChange(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)",
                        behaviour: .effect { call in
                            .onPreferenceChange(key: try preferenceKey(call, call.values.first { $0.label == nil && !$0.value.isFunction }?.value),
                                                action: try call.required(call.closure([nil, "perform"]), "an action"))
                        }),
        BuiltinModifier(name: "preferredColorScheme", signature: "preferredColorScheme(_ colorScheme: ColorScheme?) (the presentation's \\.colorScheme)",
                        behaviour: .effect { call in
                            .preferredColorScheme(try call.required(call.values.first?.value, "a color scheme or nil"), presentation: "")
                        }),
    ] + ["overlayPreferenceValue", "backgroundPreferenceValue", "anchorPreference"].map { name in
        // They need the subtree's value before drawing it, or geometry: refused rather than drawn wrong.
        BuiltinModifier(name: name, signature: "\(name)(...) (not supported yet)", behaviour: .effect { call in
            throw call.error("not supported yet: '.\(name)' (preferences are combined after the render; there is no geometry)")
        })
    }

    /// The key type of a preference modifier: the script's own `PreferenceKey` (`MyKey.self`).
    private static func preferenceKey(_ call: ModifierCall, _ value: Value?) throws -> TypeInfo {
        guard case .type(let key)? = value else { throw call.error("expected a PreferenceKey type: .\(call.name)(MyKey.self ...)") }
        guard key.hasStaticMember("defaultValue") else {
            throw call.error("type '\(key.name)' does not conform to protocol 'PreferenceKey': it needs 'static var defaultValue'")
        }
        return key
    }
}
