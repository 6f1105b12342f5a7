extension ViewNode {
    /// The box for a stored field that is a dynamic property, or nil: SwiftUI's `_makeProperty`, including
    /// a script's own `DynamicProperty` types (their nested properties get boxes too, rules §7).
    /// `reportingAs`: the name a nested property's changes are reported under (its host field's).
    func makeBox(for field: TypeInfo.StoredField, value: Value?, reportingAs: String? = nil, graph: ViewGraph) -> DynamicPropertyBox? {
        let fieldName = reportingAs ?? field.storageName
        switch field.wrapper {
        case .state?: return StateBox(fieldName: fieldName, coercion: field.coercion)
        case .stateObject?: return StateObjectBox(fieldName: fieldName)
        case .observedObject?: return ObservedObjectBox(fieldName: fieldName)
        case .binding?: return BindingBox(fieldName: fieldName, isNested: reportingAs != nil)
        case .environmentObject?: return EnvironmentObjectBox(fieldName: fieldName)
        case .environment?: return EnvironmentBox(fieldName: fieldName, declaration: field)
        case .appStorage?, .sceneStorage?: return StorageBox(fieldName: fieldName, wrapperName: "@" + field.wrapper!.rawValue)
        case .published?, .bindable?: return nil
        case nil:
            // A struct that is a DynamicProperty (by its value, else its declared type).
            var type: TypeInfo?
            if case .structValue(let structValue)? = value { type = structValue.type }
            if type == nil, let typeName = field.customWrapper?.name ?? field.typeName,
               case .type(let declared)? = graph.interpreter.globalValue(typeName) {
                type = declared
            }
            guard let type, type.conforms(to: "DynamicProperty") else { return nil }
            // A DynamicProperty nested in another reports its properties' changes under the view's field too (rules §7.3).
            return EmbeddedPropertyBox(fieldName: reportingAs ?? field.storageName, type: type, node: self, graph: graph)
        }
    }
}
