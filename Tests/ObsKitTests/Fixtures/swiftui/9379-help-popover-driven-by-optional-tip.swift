// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/popover(item:attachmentanchor:arrowedge:content:) (a help popover driven by an optional tip; on iPhone it shows as a sheet)
// popover(item:attachmentAnchor:arrowEdge:content:): the popover shows "when you set item to a non-nil value", its
// content is built from the item, and "When the user dismisses the popover, SwiftUI sets item to nil". In a compact
// size class (an iPhone) a popover is presented as a sheet. The tip card dismisses itself with the dismiss action
// (https://developer.apple.com/documentation/swiftui/dismissaction), which also sets the item back to nil; a swipe does too.
// The screen's body reads the item, so it runs for each change, in the update before the card appears.
import SwiftUI

struct Tip: Identifiable {
    let id: String
    let text: String
}

struct TipCard: View {
    let tip: Tip
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text(tip.text)
            Button("Got it") { dismiss() }
        }
        .onAppear { print("showing tip \(tip.id): \(tip.text)") }
    }
}

struct HelpScreen: View {
    @State private var tip: Tip?

    var body: some View {
        let _ = print("tip: \(tip?.id ?? "none")")
        VStack {
            Button("Archive help") { tip = Tip(id: "archive", text: "Swipe left to archive.") }
            Button("Sync help") { tip = Tip(id: "sync", text: "Sync runs every hour.") }
        }
        .popover(item: $tip) { tip in
            TipCard(tip: tip)
        }
    }
}

:mount HelpScreen()
// expect: tip: none
:tap "Archive help"
// expect: tip: archive
// expect: showing tip archive: Swipe left to archive.
:tap "Got it"
// expect: tip: none
:tap "Sync help"
// expect: tip: sync
// expect: showing tip sync: Sync runs every hour.
:dismiss
// expect: tip: none
