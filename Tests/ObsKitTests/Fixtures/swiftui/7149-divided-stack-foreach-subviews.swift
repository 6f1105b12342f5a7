// A custom container in the iOS 18 style: `DividedVStack<Content: View>` takes `@ViewBuilder content` and lays out
// each of its subviews with `ForEach(subviews:)`, putting a Divider under each, as WWDC24's "Demystify SwiftUI
// containers" teaches. The packing list inside has items with their own `@State` and an optional extra item.
// What SwiftUI does: `ForEach(subviews:content:)` "uniquely identifies and creates views across updates based on the
// subviews of a given view" (Apple), so each item keeps its node and its state across the container's updates (rules
// §1.1, §1.2). A tap in an item runs only that item (rules §3.4). Showing the extra item changes the content value,
// so the container runs (rules §2.3, §2.7); the items already there get equal values and don't run; the new one is
// made and runs (rules §1.1). The Passport item still shows its checkmark afterwards.
// Sources: rules §1.1, §1.2, §2.3, §2.7, §3.4;
// https://developer.apple.com/documentation/swiftui/foreach/init(subviews:content:)
// https://developer.apple.com/videos/play/wwdc2024/10146/
import SwiftUI

struct DividedVStack<Content: View>: View {
    let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        let _ = print("DividedVStack body")
        VStack(alignment: .leading, spacing: 8) {
            ForEach(subviews: content) { subview in
                subview
                Divider()
            }
        }
    }
}

struct ChecklistItem: View {
    let title: String
    @State private var done = false

    var body: some View {
        let _ = print("ChecklistItem body: \(title) \(done)")
        Button(done ? "✓ \(title)" : title) {
            done.toggle()
        }
    }
}

struct PackingList: View {
    @State private var showExtras = false

    var body: some View {
        let _ = print("PackingList body: extras \(showExtras)")
        VStack {
            Toggle("Show extras", isOn: $showExtras)
            DividedVStack {
                ChecklistItem(title: "Passport")
                ChecklistItem(title: "Charger")
                if showExtras {
                    ChecklistItem(title: "Umbrella")
                }
            }
        }
    }
}

:mount PackingList()
// expect: PackingList body: extras false
// expect: DividedVStack body
// expect: ChecklistItem body: Passport false
// expect: ChecklistItem body: Charger false
:tap "Passport"
// expect: ChecklistItem body: Passport true
:toggle "Show extras"
// expect: PackingList body: extras true
// expect: DividedVStack body
// expect: ChecklistItem body: Umbrella false
:tap "✓ Passport"
// expect: ChecklistItem body: Passport false
