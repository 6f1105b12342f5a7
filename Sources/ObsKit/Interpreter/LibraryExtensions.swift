/// Extensions of the library's types and protocols (`extension Int { ... }`, `extension Array: Container {}`,
/// `extension Collection where Element: Numeric { ... }`, `extension Optional where Wrapped == String`):
/// each library type or protocol extended gets a `TypeInfo` holding what scripts added; a library type's
/// conforms to the library protocols it conforms to, so their extensions' members reach its values.
extension Interpreter {
    /// Library types a script may extend, by the names it may use for them.
    static let builtinTypeNames: [String: String] = [
        "Int": "Int", "Double": "Double", "Bool": "Bool", "String": "String", "Character": "Character", "Substring": "String",
        "Float": "Float", "Int8": "Int8", "Int16": "Int16", "Int32": "Int32", "Int64": "Int64", "UInt": "UInt", "UInt8": "UInt8",
        "UInt16": "UInt16", "UInt32": "UInt32", "UInt64": "UInt64", "Array": "Array", "ArraySlice": "ArraySlice", "Dictionary": "Dictionary", "Set": "Set", "Optional": "Optional", "Range": "Range",
        "ClosedRange": "ClosedRange", "EnvironmentValues": "EnvironmentValues", "Notification.Name": "Notification.Name",
        "NSNotification.Name": "Notification.Name",
        "DefaultStringInterpolation": "DefaultStringInterpolation", "String.StringInterpolation": "DefaultStringInterpolation",
        // `extension View { func cardStyle() -> some View { modifier(Card()) } }`: every view, the library's and
        // the script's (whose `View` conformance finds it as a protocol extension). `extension Text` and the
        // other views' extensions are read as View's.
        "View": "View", "Text": "View", "Image": "View", "Button": "View",
        // `extension AnyTransition { static var moveAndFade: AnyTransition { ... } }` (Apple's Landmarks tutorial).
        "AnyTransition": "AnyTransition",
        // `extension KeyedDecodingContainer { func decode(_ type: Default.Type, forKey key: Key) ... }` (Codable tutorials).
        "KeyedDecodingContainer": "KeyedDecodingContainer",
    ]

    /// The library protocols a script may extend (`extension Collection { ... }`).
    static let libraryProtocols: Set<String> = Set(libraryConformances.values.flatMap { $0 }).union(libraryRefinements.keys)
        .union(["Sequence", "Collection", "Numeric", "BinaryInteger", "StringProtocol", "AsyncSequence", "LazySequenceProtocol",
                "IteratorProtocol"]).union(swiftUIProtocols)
        // Protocols only script types adopt here (`extension CaseIterable where Self: RawRepresentable { ... }`).
        .union(["CaseIterable", "RawRepresentable", "Identifiable", "Error"])

    /// SwiftUI's protocols a script may extend, chiefly with static members constrained `where Self == T`
    /// (SE-0299: `extension ButtonStyle where Self == Pill { static var pill: Pill { Pill() } }` gives
    /// `.buttonStyle(.pill)`); the members also reach the script's types that conform.
    static let swiftUIProtocols: Set<String> = [
        "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "TextFieldStyle", "PickerStyle", "ListStyle",
        "MenuStyle", "GaugeStyle", "ProgressViewStyle", "GroupBoxStyle", "DatePickerStyle", "FormStyle", "TabViewStyle",
        "IndexViewStyle", "NavigationViewStyle", "NavigationSplitViewStyle", "ShapeStyle", "Shape", "InsettableShape",
        "ViewModifier", "TextSelectability", "ScrollTargetBehavior",
    ]

    /// The `TypeInfo` an extension of a library type or protocol adds to (made on first use); nil when
    /// `decl` extends no library type.
    func libraryExtension(_ decl: TypeDecl, source: SourceText) -> TypeInfo? {
        let name: String
        if let typeName = Self.builtinTypeNames[decl.name], scriptType(named: decl.name) == nil {
            // (A script's own `class Button` is extended as its own.)
            name = typeName
        } else if Self.libraryProtocols.contains(decl.name), scriptType(named: decl.name) == nil {
            name = decl.name
            // Every library type conforming to the protocol reaches its extension's members.
            for (family, conformances) in Self.libraryConformances where conformances.contains(name) {
                // The sized integers conform as Int does, Float as Double does (`conformanceFamily`).
                let members = family == "Int" ? [family] + Coercion.integerTypeNames.sorted() : family == "Double" ? [family, "Float"] : [family]
                for typeName in members {
                    let info = libraryTypeInfo(typeName, decl, source)
                    if !info.conformances.contains(name) {
                        // Before the protocols it refines: the most refined extension's member is the one a value
                        // gets (`[1, 2].kind()` is RandomAccessCollection's, not Collection's, whichever came first).
                        let refined = Self.libraryRefinements[name] ?? []
                        let at = info.conformances.firstIndex(where: refined.contains) ?? info.conformances.endIndex
                        info.conformances.insert(name, at: at)
                    }
                }
            }
        } else if case .native(let type)? = globals.value(named: decl.name), type.typeName == decl.name + ".Type" {
            // A library type ObsKit gives as a native object (`Date`, `URL`, `UUID`, `Calendar`...): its values'
            // `typeName` finds the extension (`builtinExtension(for:)`).
            name = decl.name
        } else {
            return nil
        }
        let info = libraryTypeInfo(name, decl, source)
        info.conformances += decl.inherited.filter { !info.conformances.contains($0) }
        return info
    }

    private func libraryTypeInfo(_ name: String, _ decl: TypeDecl, _ source: SourceText) -> TypeInfo {
        if let known = builtinExtensions[name] { return known }
        let info = TypeInfo(decl: decl, name: name, source: source, superclass: nil, interpreter: self)
        // A library protocol's table looks into the tables of the protocols it refines (`extension Sequence`'s members
        // reach what `extension LazySequenceProtocol`'s table is given).
        info.conformances = Self.libraryProtocols.contains(name) ? Array(Self.libraryRefinements[name] ?? []).sorted() : []
        info.protocolLookup = protocolLookup
        builtinExtensions[name] = info
        return info
    }

    /// The extension members of the library type of `value` (`extension Int { var squared: Int { ... } }`).
    func builtinExtension(for value: Value) -> TypeInfo? {
        guard !builtinExtensions.isEmpty else { return nil }
        switch value {
        case .int: return builtinExtensions["Int"]
        case .double: return builtinExtensions["Double"]
        case .bool: return builtinExtensions["Bool"]
        // A one-character String where the interpreter could not tell a Character (a literal it did not type)
        // reaches `extension Character` when String has none.
        case .string(let text): return builtinExtensions["String"] ?? (text.count == 1 ? builtinExtensions["Character"] : nil)
        case .character: return builtinExtensions["Character"]
        case .array: return builtinExtensions["Array"]
        case .dictionary: return builtinExtensions["Dictionary"]
        case .set: return builtinExtensions["Set"]
        case .optional, .none: return builtinExtensions["Optional"]
        case .range(_, _, let closed): return builtinExtensions[closed ? "ClosedRange" : "Range"]
        case .native(let object) where object is EnvironmentValuesObject: return builtinExtensions["EnvironmentValues"]
        case .native(let object) where object is StringInterpolationBuffer: return builtinExtensions["DefaultStringInterpolation"]
        case .native(let object) where object is ArraySliceValue: return builtinExtensions["ArraySlice"]
        case .native(let object) where object is KeyedDecodingContainerValue: return builtinExtensions["KeyedDecodingContainer"]
        // `extension Substring` shares String's table (`builtinTypeNames`), as `extension StringProtocol` does.
        case .native(let object) where object is SubstringValue: return builtinExtensions["String"]
        case .view: return builtinExtensions["View"]
        case .float: return builtinExtensions["Float"]
        case .sized(let number): return builtinExtensions[number.kind.name]
        // A lazy or other library sequence reaches `extension Sequence` (it has no table of its own).
        // An iterator (`[1, 2].makeIterator()`) reaches `extension IteratorProtocol`.
        case .native(let object as IteratorValue): return builtinExtensions[object.typeName] ?? builtinExtensions["IteratorProtocol"]
        case .native(let object as NativeSequence):
            if let own = builtinExtensions[object.typeName] { return own }
            // A lazy one reaches `extension LazySequenceProtocol`, whose table looks further into Sequence's.
            if object.isLazy, !object.isAsync, let lazy = builtinExtensions["LazySequenceProtocol"] { return lazy }
            return builtinExtensions[object.isAsync ? "AsyncSequence" : "Sequence"]
        case .native(let object): return builtinExtensions[object.typeName]
        default: return nil
        }
    }
}
