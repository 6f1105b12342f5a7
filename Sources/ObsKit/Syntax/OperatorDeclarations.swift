import SwiftOperators
import SwiftParser
import SwiftSyntax

/// The operators a session knows: Swift's standard ones plus those its inputs declared
/// (`infix operator **: ExponentPrecedence`, `precedencegroup ...`), kept across inputs so a later one
/// folds `2 ** 3 ** 2` by the declared precedence and associativity.
final class OperatorDeclarations {
    private(set) var table = OperatorTable.standardOperators

    /// Adds the declarations of a parsed input; a redeclaration or an unknown precedence group is an error.
    func add(_ tree: SourceFileSyntax, _ source: SourceText) throws {
        guard tree.statements.contains(where: { $0.item.is(OperatorDeclSyntax.self) || $0.item.is(PrecedenceGroupDeclSyntax.self) })
        else { return }
        var updated = table
        var failure: ObsDiagnostic?
        updated.addSourceFile(tree) { error in
            // Declaring again what the session already knows (a script run twice) is not an error here.
            if case .operatorAlreadyExists = error { return }
            if case .groupAlreadyExists = error { return }
            if failure == nil { failure = ObsDiagnostic(.syntax, error.asDiagnostic.message, at: SwiftSource.location(of: error.asDiagnostic.position, in: tree, source: source)) }
        }
        if let failure { throw failure }
        table = Self.lowerThanTurnedAround(updated)
    }

    /// The operators of a new session once the library is compiled, as the first session found them
    /// (`FrontEnd.compileLibrary`).
    func adopt(_ known: OperatorTable) { table = known }

    /// SwiftOperators (the 6.3 toolchain's) reads a `lowerThan` relation the wrong way round: a group
    /// declared `lowerThan: AdditionPrecedence` folds tighter than `+`, where the compiler folds it looser
    /// (fixtures 1701 and 9124 show swiftc's answer). `higherThan` is read right, so each `G lowerThan X`
    /// is recorded as the same fact stated from the other side, `X higherThan G`. The table is rebuilt
    /// from its own description (the only public view of its groups).
    static func lowerThanTurnedAround(_ table: OperatorTable) -> OperatorTable {
        let file = Parser.parse(source: table.description)
        var groups: [PrecedenceGroup] = []
        var operatorDecls: [CodeBlockItemSyntax] = []
        for item in file.statements {
            if let decl = item.item.as(PrecedenceGroupDeclSyntax.self) { groups.append(group(decl)) }
            else if item.item.is(OperatorDeclSyntax.self) { operatorDecls.append(item) }
        }
        guard groups.contains(where: { $0.relations.contains { $0.kind == .lowerThan } }) else { return table }
        var index: [PrecedenceGroupName: Int] = [:]
        for (i, group) in groups.enumerated() { index[group.name] = i }
        for i in groups.indices {
            let lower = groups[i].relations.filter { $0.kind == .lowerThan }
            groups[i].relations.removeAll { $0.kind == .lowerThan }
            for relation in lower {
                guard let other = index[relation.groupName] else { continue }
                groups[other].relations.append(.higherThan(groups[i].name))
            }
        }
        var rebuilt = OperatorTable(precedenceGroups: groups, operators: [], errorHandler: { _ in })
        rebuilt.addSourceFile(SourceFileSyntax(statements: CodeBlockItemListSyntax(operatorDecls)), errorHandler: { _ in })
        return rebuilt
    }

    private static func group(_ decl: PrecedenceGroupDeclSyntax) -> PrecedenceGroup {
        var group = PrecedenceGroup(name: decl.name.text)
        for attribute in decl.groupAttributes {
            if let relation = attribute.as(PrecedenceGroupRelationSyntax.self) {
                let lower = relation.higherThanOrLowerThanLabel.text == "lowerThan"
                for name in relation.precedenceGroups {
                    group.relations.append(lower ? .lowerThan(name.name.text) : .higherThan(name.name.text))
                }
            } else if let associativity = attribute.as(PrecedenceGroupAssociativitySyntax.self) {
                group.associativity = Associativity(rawValue: associativity.value.text) ?? .none
            } else if let assignment = attribute.as(PrecedenceGroupAssignmentSyntax.self) {
                group.assignment = assignment.value.text == "true"
            }
        }
        return group
    }
}
