extension ViewNode {
    /// The box for a stored field that is a dynamic property, or nil: SwiftUI's `_makeProperty`, including
    /// a script's own `DynamicProperty` types (their nested properties get boxes too, SEMANTICS §7).
    func makeBox(for field: TypeInfo.StoredField, graph: ViewGraph) -> DynamicPropertyBox? {
        let fieldName = "_" + field.name
        switch field.wrapper {
        case .state?: return StateBox(fieldName: fieldName)
        case .stateObject?: return StateObjectBox(fieldName: fieldName)
        case .observedObject?: return ObservedObjectBox(fieldName: fieldName)
        case .binding?: return BindingBox(fieldName: fieldName)
        case .environmentObject?: return EnvironmentObjectBox(fieldName: fieldName)
        case .environment?: return EnvironmentBox(fieldName: fieldName)
        case .published?, .bindable?: return nil
        case nil:
            let typeName = field.customWrapper?.typeName ?? field.typeName
            guard let typeName, case .type(let type)? = graph.interpreter.globalValue(typeName),
                  type.conforms(to: "DynamicProperty") else { return nil }
            return EmbeddedPropertyBox(fieldName: fieldName, type: type, node: self, graph: graph)
        }
    }
}
