// SwiftUI from Apple's documentation: writing a different item through sheet(item:)'s binding replaces the sheet's content
// Apple, sheet(item:onDismiss:content:) (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)):
// item: "A binding to an optional source of truth for the sheet. When item is non-nil, the system passes the item's
// content to the modifier's closure. ... If item changes, the system dismisses the sheet and replaces it with a new one
// using the same process."
import SwiftUI

struct Part: Identifiable {
    let id: Int
    let name: String
}

struct PartSheet: View {
    let part: Part
    @Binding var current: Part?
    var body: some View {
        VStack {
            Button("Describe") { print("sheet shows \(part.name)") }
            Button("Next part") { current = Part(id: part.id + 1, name: "Gear") }
        }
    }
}

struct PartsView: View {
    @State private var selected: Part?
    var body: some View {
        Button("Open Bolt") { selected = Part(id: 1, name: "Bolt") }
            .sheet(item: $selected) { part in
                PartSheet(part: part, current: $selected)
            }
    }
}

:mount PartsView()
:tap "Open Bolt"
:tap "Describe"
:tap "Next part"
:tap "Describe"
// expect: sheet shows Bolt
// expect: sheet shows Gear
