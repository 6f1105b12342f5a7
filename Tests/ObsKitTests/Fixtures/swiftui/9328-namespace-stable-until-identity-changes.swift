// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/namespace (a @Namespace keeps its ID while the view keeps its identity, and a new identity gets a new one)
// known-gap: line 5: expected "generation 1: 3 reports, 2 distinct", got "generation 1: 3 reports, 1 distinct"
// Namespace: "A dynamic property type that allows access to a namespace defined by the persistent identity of
// the object containing the property (e.g. a view)". So every body run of the same sticker reads the same
// Namespace.ID, and when `.id(_:)` gives the sticker a new identity (id(_:): "When the proxy value specified by
// the id parameter changes, the identity of the view — for example, its state — is reset") it gets a new
// namespace. matchedGeometryEffect(id:in:) says new namespaces are made "by adding an @Namespace variable to a
// View type and reading its value in the view's body method", so the sticker reads it in its body and hands
// that value to its actions. The board collects what the stickers report and prints how many distinct IDs
// it has seen (Namespace.ID is Hashable):
// - Mount: the sticker reports on appear: 1 report, 1 distinct.
// - "Report": the same sticker reports again: 2 reports, still 1 distinct.
// - "Replace": the sticker gets a new identity: the board's body runs for the new generation, then the new
//   sticker appears and reports a new namespace: 3 reports, 2 distinct.
import SwiftUI

struct Sticker: View {
    @Namespace private var namespace
    let report: (Namespace.ID) -> Void

    var body: some View {
        let currentNamespace = namespace
        Button("Report") { report(currentNamespace) }
            .onAppear { report(currentNamespace) }
    }
}

struct StickerBoard: View {
    @State private var seen: [Namespace.ID] = []
    @State private var generation = 0

    var body: some View {
        let _ = print("generation \(generation): \(seen.count) reports, \(Set(seen).count) distinct")
        VStack {
            Sticker { id in seen.append(id) }
                .id(generation)
            Button("Replace") { generation += 1 }
        }
    }
}

:mount StickerBoard()
// expect: generation 0: 0 reports, 0 distinct
// expect: generation 0: 1 reports, 1 distinct
:tap "Report"
// expect: generation 0: 2 reports, 1 distinct
:tap "Replace"
// expect: generation 1: 2 reports, 1 distinct
// expect: generation 1: 3 reports, 2 distinct
