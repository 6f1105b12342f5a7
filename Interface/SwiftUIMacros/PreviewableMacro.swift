// The `@Previewable` macro's implementation: Apple's marks a `@State` (or other dynamic property) declared
// inside a `#Preview` body; the preview's expansion turns it into a wrapper view's property. For the check
// the body is type-checked as a closure, where the attributed local is already what the code means, so the
// macro adds nothing.
import SwiftSyntax
import SwiftSyntaxMacros

public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
