import SwiftSyntax

/// The mistakes recognisable in a declaration when it is entered (kinds 1–6 and the last of AdviceKind): a view's
/// wrapped properties, its initializers and its body; a model class's wrappers. Read from the syntax as
/// typed (so the caret lands on what to change), with the session's types to know what a name is.
struct DeclarationAdvice {
    let adviser: Adviser
    let source: SourceText
    let tree: SourceFileSyntax
    /// What the session knows of a type by name: is it an `ObservableObject`, an `@Observable` class, a class?
    let typeKind: (String) -> (observableObject: Bool, observable: Bool, isClass: Bool)?

    func advise() {
        for item in tree.statements {
            if let view = item.item.as(StructDeclSyntax.self), Self.inherits(view.inheritanceClause, ["View", "DynamicProperty"]) {
                adviseView(view)
            }
            if let model = item.item.as(ClassDeclSyntax.self) {
                adviser.classes[model.name.text] = model
                adviseModel(model)
            }
        }
    }

    // MARK: views

    private func adviseView(_ view: StructDeclSyntax) {
        let name = view.name.text
        for member in view.memberBlock.members {
            if let property = member.decl.as(VariableDeclSyntax.self) { adviseProperty(property, in: name) }
            if let initializer = member.decl.as(InitializerDeclSyntax.self) { adviseInit(initializer, in: name) }
        }
        adviseBindableInPresentation(view)
        adviseIdentityNewEveryRun(view)
    }

    private func adviseProperty(_ property: VariableDeclSyntax, in view: String) {
        guard let binding = property.bindings.first, let value = binding.initializer?.value,
              let made = Self.constructedType(value) else { return }
        let field = binding.pattern.trimmedDescription
        // Where a throwaway of `made` comes from: a property whose value is made at every init of the view
        // (a @StateObject's is made once, by its box).
        if !Self.has(property, "StateObject"), adviser.makers[made] == nil { adviser.makers[made] = location(of: value) }
        if Self.has(property, "ObservedObject") {
            adviser.advise(.observedObjectMadeHere, """
                \(view).\(field) makes its own \(made) but does not own it: every time the parent's body runs, a new \(made) is made and this one is thrown away (its state starts over).
                Own it with @StateObject var \(field) = \(made)(...), or let the parent own it and pass it in.
                """, at: location(of: value))
        }
        guard Self.has(property, "State"), let kind = typeKind(made) else { return }
        adviser.stateMadeModels.insert(made)
        if kind.observableObject && !kind.observable {
            adviser.advise(.stateHoldsObservableObject, """
                @State keeps \(made) but does not subscribe to its objectWillChange: changes of its @Published properties update nothing.
                Use @StateObject var \(field) = \(made)() for an ObservableObject (or make \(made) @Observable).
                """, at: location(of: value))
        } else if kind.observable, let model = adviser.classes[made], Self.initDoesWork(model) {
            // Said when it bites (a parent's body makes the view again and a model is thrown away): a root
            // view, made once, never pays for it.
            adviser.stateCandidates[made] = (message: """
                @State runs \(made)() at every init of \(view) (each time its parent's body runs), and \(made)'s init does work: the extra models are made and thrown away.
                Make it once: @State var \(field): \(made)? with .task { \(field) = \(made)() } (or onAppear), or pass it in from an owner.
                """, location: location(of: value))
        }
    }

    /// `_vm = StateObject(wrappedValue: VM(id: id))` or `_vm = ObservedObject(wrappedValue: VM())` in an init.
    private func adviseInit(_ initializer: InitializerDeclSyntax, in view: String) {
        let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        for call in Self.calls(in: Syntax(initializer)) {
            guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let argument = call.arguments.first, argument.label?.text == "wrappedValue" else { continue }
            if callee == "StateObject", Self.names(in: Syntax(argument.expression)).contains(where: parameters.contains) {
                // Said when it bites (the parent hands a new value, and it is ignored): the same declaration
                // is right when the parent gives the view an `.id`, the fix this advice proposes.
                adviser.stateObjectCandidates[view] = (message: """
                    \(view) makes its @StateObject from an init parameter: only the first value is ever used; the new value the parent just gave is ignored for the node's life.
                    Give the view .id(value) so a new value makes a new view (and model), or observe a model the parent owns with @ObservedObject.
                    """, location: location(of: call))
            }
            if callee == "ObservedObject", let made = Self.constructedType(argument.expression) {
                adviser.advise(.observedObjectMadeHere, """
                    \(view) makes its own \(made) for an ObservedObject: every init of \(view) makes a new one, and the last one is dropped.
                    Own it with StateObject(wrappedValue:), or let the parent own it and pass it in.
                    """, at: location(of: argument.expression))
            }
        }
    }

    /// `@Bindable var b = model` made inside an alert's or sheet's closure in a body: the parent's body
    /// reads the property the binding writes, so it runs again at every keystroke.
    private func adviseBindableInPresentation(_ declaration: StructDeclSyntax) {
        let view = declaration.name.text
        for call in Self.calls(in: Syntax(declaration.memberBlock)) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["alert", "sheet", "confirmationDialog", "fullScreenCover", "popover"].contains(member.declName.baseName.text) else { continue }
            let closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + [call.trailingClosure].compactMap { $0 }
                + call.additionalTrailingClosures.map(\.closure)
            for closure in closures {
                for statement in closure.statements {
                    guard let local = statement.item.as(VariableDeclSyntax.self), Self.has(local, "Bindable") else { continue }
                    adviser.advise(.bindableInParentBody, """
                        This @Bindable is made in \(view)'s body (an .\(member.declName.baseName.text)'s content runs there): typing into a field bound through it makes \(view)'s body run at every keystroke.
                        Move the field into a small view of its own that takes the model (@Bindable there), so only that view runs.
                        """, at: location(of: local))
                }
            }
        }
    }

    /// `.id(UUID())` in a body: a value made anew at each run is a new explicit identity each time, so everything
    /// below the modifier starts over whenever the body runs (rules §1.2, §1.3).
    private func adviseIdentityNewEveryRun(_ declaration: StructDeclSyntax) {
        let view = declaration.name.text
        for call in Self.calls(in: Syntax(declaration.memberBlock)) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "id",
                  member.base != nil, call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                  Self.isNewAtEveryEvaluation(argument.expression) else { continue }
            adviser.advise(.identityNewEveryRun, """
                .id(\(argument.expression.trimmedDescription)) is a new identity every time \(view)'s body runs: what is below it starts over each time (its @State from the initial value, its @StateObject made again, onDisappear and onAppear, its .task restarted).
                Give it an id that changes only when that view should start over (a model's id, a value \(view) keeps in @State).
                """, at: location(of: argument.expression))
        }
    }

    /// `UUID()`, `Date()`, `Int.random(in:)`, `.random()`: an expression whose value differs at each evaluation.
    private static func isNewAtEveryEvaluation(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return (name == "UUID" || name == "Date") && call.arguments.isEmpty
        }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "random"
    }

    // MARK: models

    private func adviseModel(_ model: ClassDeclSyntax) {
        let observable = model.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Observable" }
        let observableObject = Self.inherits(model.inheritanceClause, ["ObservableObject"])
        // A class that declares its objectWillChange as another publisher than an ObservableObjectPublisher (a
        // PassthroughSubject) gets no synthesized one, and its @Published properties feed only their own `$`
        // publishers (rules §6.1); an ObservableObjectPublisher of its own they do send.
        let declaresPublisher = observableObject && model.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.trimmedDescription == "objectWillChange" && !$0.trimmedDescription.contains("ObservableObjectPublisher")
            } ?? false
        }
        let modelText = model.memberBlock.description
        for member in model.memberBlock.members {
            guard let property = member.decl.as(VariableDeclSyntax.self), Self.has(property, "Published") else { continue }
            let field = property.bindings.first?.pattern.trimmedDescription ?? "it"
            if observable {
                adviser.advise(.mixedObservation, """
                    \(model.name.text) is @Observable and has @Published \(field): views that read \(field) are tracked by Observation already, and objectWillChange fires as well, so observers update twice over and the two systems fight.
                    Pick one: @Observable with plain vars, or ObservableObject with @Published.
                    """, at: location(of: property))
                continue
            }
            let typeName = property.bindings.first?.typeAnnotation?.type.trimmedDescription
                ?? property.bindings.first?.initializer.flatMap { Self.constructedType($0.value) }
            // A class that subscribes to `$field` may forward its changes itself.
            if declaresPublisher, !modelText.contains("$" + field) {
                adviser.advise(.publishedMissesChanges, """
                    \(model.name.text) declares its own objectWillChange, so @Published \(field) does not send it: views that observe \(model.name.text) do not update when \(field) changes.
                    Send objectWillChange yourself before \(field) changes (in a willSet), or remove the declared objectWillChange so @Published feeds the one Combine makes.
                    """, at: location(of: property))
                continue
            }
            if observableObject, let typeName, let kind = typeKind(typeName), kind.isClass, !kind.observableObject, !kind.observable {
                adviser.advise(.publishedMissesChanges, """
                    \(model.name.text).\(field) holds a \(typeName), a class: changing a property of it does not set \(field), so nothing is published and views that observe \(model.name.text) do not update (assigning a new \(typeName) does).
                    Make \(typeName) a struct (a change inside it is then a change of \(field)), or make it observable and observe it where it is shown.
                    """, at: location(of: property))
                continue
            }
            // One that subscribes to `field.objectWillChange` forwards the inner object's changes itself.
            if observableObject, let typeName, let kind = typeKind(typeName), kind.observableObject,
               !modelText.contains(field + ".objectWillChange") {
                adviser.advise(.mixedObservation, """
                    \(model.name.text).\(field) holds another ObservableObject: changes inside \(typeName) do not reach the views that observe \(model.name.text) (only assigning a new \(typeName) does).
                    Observe \(typeName) itself where it is shown (@ObservedObject), or forward its objectWillChange.
                    """, at: location(of: property))
            }
        }
    }

    // MARK: syntax helpers

    private func location(of node: some SyntaxProtocol) -> SourceLocation {
        SourceLocation(source: source, range: SwiftSource.range(of: node, in: tree))
    }

    static func inherits(_ clause: InheritanceClauseSyntax?, _ names: [String]) -> Bool {
        clause?.inheritedTypes.contains { names.contains($0.type.trimmedDescription) } ?? false
    }

    static func has(_ property: VariableDeclSyntax, _ attribute: String) -> Bool {
        property.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == attribute }
    }

    /// `Model(...)` or `Model.init(...)`: the type a call makes, when it is spelled as a type (capitalised).
    static func constructedType(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    static func names(in node: Syntax) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let name) = token.tokenKind { return name }
            return nil
        }
    }

    /// Whether a model's `init` does more than store its properties (it calls, loops, prints...).
    static func initDoesWork(_ model: ClassDeclSyntax) -> Bool {
        for member in model.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            for statement in body.statements {
                // `self.x = value` (parsed, not yet folded: a sequence `x`, `=`, `value`).
                if let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                   sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                   sequence.elements.last?.is(FunctionCallExprSyntax.self) == false { continue }
                return true
            }
        }
        // A stored property whose default value calls something does work too.
        return model.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                guard let value = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return false }
                return constructedType(ExprSyntax(value)) == nil
            } ?? false
        }
    }
}
