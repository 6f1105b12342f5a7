/// Completion after a dot: what `vm.`, `VM.` or `vm.child.` can name. Values are looked at, never read
/// through the interpreter (a read would record an access, or run a getter).
extension Session {
    enum MemberScope {
        /// An instance of a script type (class, struct, enum), maybe with the value itself.
        case instance(TypeInfo, Value?)
        /// The type itself: static members, cases, nested types.
        case statics(TypeInfo)
        /// A library type (`String`, `Int`, `Array`...).
        case library(String)
        /// A built-in view (`Text("a")`): its modifiers (ModifierTable).
        case builtinView
    }

    /// The scope of `path`, dotted names such as `vm`, `vm.child`, `vm?.child` or `VM().child`; nil if unknown.
    func memberScope(of path: String) -> MemberScope? {
        let parts = Self.components(of: path)
        guard let first = parts.first, !first.name.isEmpty, let value = interpreter.globalValue(first.name) else { return nil }
        var scope: MemberScope?
        if first.isCall {
            // `VM()` makes a VM, `Text("a")` a view; what a function returns is not known without running it.
            switch value {
            case .type(let type): scope = .instance(type, nil)
            case .builtin(let function) where BuiltinView.all.contains(where: { $0.name == function.name }): scope = .builtinView
            default: return nil
            }
        } else {
            scope = Self.scope(of: value)
        }
        for part in parts.dropFirst() {
            guard let current = scope, !part.isCall else { return nil }
            scope = member(part.name, of: current)
        }
        return scope
    }

    /// `a?.b(x.y).c!` → a, b (called), c: split at the dots outside argument lists, `?` and `!` dropped.
    private static func components(of path: String) -> [(name: String, isCall: Bool)] {
        var parts: [(name: String, isCall: Bool)] = [("", false)]
        var depth = 0
        for character in path {
            switch character {
            case "(":
                if depth == 0 { parts[parts.count - 1].isCall = true }
                depth += 1
            case ")": depth -= 1
            case "." where depth == 0: parts.append(("", false))
            case "?", "!": continue
            default: if depth == 0 { parts[parts.count - 1].name.append(character) }
            }
        }
        return parts
    }

    private static func scope(of value: Value) -> MemberScope? {
        switch value {
        case .object(let object): return .instance(object.type, value)
        case .structValue(let structValue): return .instance(structValue.type, value)
        case .enumCase(let enumValue): return .instance(enumValue.type, value)
        case .weak(let reference): return reference.object.map { .instance($0.type, .object($0)) }
        case .optional(let wrapped): return scope(of: wrapped)
        case .type(let type): return .statics(type)
        case .string: return .library("String")
        case .int: return .library("Int")
        case .double: return .library("Double")
        case .bool: return .library("Bool")
        case .array: return .library("Array")
        case .dictionary: return .library("Dictionary")
        case .set: return .library("Set")
        case .wrapper(.published(let box)): return scope(of: box.value)
        default: return nil
        }
    }

    /// A member's scope: from its declared type where it has one, else from the value it holds now.
    private func member(_ name: String, of scope: MemberScope) -> MemberScope? {
        switch scope {
        case .instance(let type, let value):
            guard let index = type.index(ofField: name) else { return nil }
            if let typeName = type.fields[index].typeName, let declared = self.scope(ofTypeName: typeName) { return declared }
            switch value {
            case .object(let object)?: return index < object.fields.count ? Self.scope(of: object.fields[index]) : nil
            case .structValue(let structValue)?: return index < structValue.fields.count ? Self.scope(of: structValue.fields[index]) : nil
            default: return nil
            }
        case .statics(let type):
            if let nested = type.nested[name] { return Self.scope(of: nested) }
            if type.cases.contains(where: { $0.name == name }) { return .instance(type, nil) }
            return nil
        case .library, .builtinView:
            return nil
        }
    }

    /// `VM`, `VM?`, `[Int]`, `String` → its scope.
    private func scope(ofTypeName typeName: String) -> MemberScope? {
        var name = Substring(typeName)
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        if name.hasPrefix("[") { return .library(name.contains(":") ? "Dictionary" : "Array") }
        if ["String", "Int", "Double", "Bool"].contains(name) { return .library(String(name)) }
        guard case .type(let type)? = interpreter.globalValue(String(name)) else { return nil }
        return .instance(type, nil)
    }

    /// Every member name of `scope`, methods with `(` (or `()` when they take no argument).
    func memberNames(in scope: MemberScope) -> [String] {
        switch scope {
        case .instance(let type, _):
            var names: [String] = []
            if type.kind == .enum, !type.rawValues.isEmpty { names.append("rawValue") }
            if type.isObservableObject { names.append("objectWillChange") }
            for info in Self.lineage(of: type) {
                for field in info.fields {
                    names.append(field.name)
                    if field.wrapper == .published { names.append(StorageName.projection(of: field.name)) }
                }
                names += info.computed.keys
                names += info.methods.values.map(Self.callable)
            }
            return names + (type.isView ? Self.modifierNames : [])
        case .statics(let type):
            var names = type.cases.map(\.name) + ["init("]
            for info in Self.lineage(of: type) {
                names += info.staticComputed.keys
                names += info.staticDeclarations.keys
                names += info.staticMethods.values.map(Self.callable)
                names += info.nested.keys
            }
            return names
        case .library(let name):
            return Self.libraryMembers[name] ?? []
        case .builtinView:
            return Self.modifierNames
        }
    }

    /// The modifiers a view takes, as completions (`padding(`).
    static let modifierNames = BuiltinModifier.all.map { $0.name + "(" }

    /// The type, its superclasses, and the protocols any of them conform to (for extension members).
    private static func lineage(of type: TypeInfo) -> [TypeInfo] {
        var found: [TypeInfo] = []
        var seen: Set<String> = []
        func visit(_ info: TypeInfo) {
            guard seen.insert(info.name).inserted else { return }
            found.append(info)
            if let superclass = info.superclass { visit(superclass) }
            for name in info.conformances { if let proto = info.protocolLookup?(name) { visit(proto) } }
        }
        visit(type)
        return found
    }

    private static func callable(_ function: FunctionDecl) -> String {
        function.name + (function.parameters.isEmpty ? "()" : "(")
    }

    /// What the interpreter's standard library answers (Stdlib/), for values of library types.
    static let libraryMembers: [String: [String]] = {
        let collection = ["count", "isEmpty", "first", "last", "indices", "description", "contains(", "filter(", "map(",
                          "compactMap(", "flatMap(", "forEach(", "reduce(", "sorted(", "reversed()", "enumerated()",
                          "allSatisfy(", "firstIndex(", "prefix(", "suffix(", "dropFirst(", "dropLast(", "min()", "max()"]
        return [
            "String": ["count", "isEmpty", "first", "last", "description", "uppercased()", "lowercased()", "capitalized",
                       "hasPrefix(", "hasSuffix(", "contains(", "split(", "components(", "replacingOccurrences(",
                       "trimmingCharacters(", "append(", "reversed()", "map(", "filter("],
            "Int": ["description", "isMultiple(", "magnitude", "signum()"],
            "Double": ["description", "rounded()", "squareRoot()", "magnitude"],
            "Bool": ["description", "toggle()"],
            "Array": collection + ["append(", "insert(", "remove(", "removeAll()", "removeFirst()", "removeLast()", "joined("],
            "Set": collection + ["insert(", "remove(", "union(", "intersection(", "subtracting(", "formUnion("],
            "Dictionary": ["count", "isEmpty", "keys", "values", "description", "removeValue(", "updateValue(",
                           "merge(", "filter(", "map(", "mapValues(", "sorted(", "forEach("],
        ]
    }()
}
