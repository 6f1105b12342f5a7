// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/onappear(perform:) (appending an entry inserts one new row, whose onAppear runs before it appears; the rows already on screen, identified by their ids (https://developer.apple.com/documentation/swiftui/foreach), don't appear again)
import SwiftUI

struct LogRow: View {
    let entry: String

    var body: some View {
        Text(entry)
            .onAppear { print("row appeared: \(entry)") }
    }
}

struct EventLog: View {
    @State private var entries = ["boot"]

    var body: some View {
        VStack {
            ForEach(entries, id: \.self) { entry in
                LogRow(entry: entry)
            }
            Button("Add entry") { entries.append("entry \(entries.count)") }
        }
    }
}

:mount EventLog()
:tap "Add entry"
:tap "Add entry"
// expect: row appeared: boot
// expect: row appeared: entry 1
// expect: row appeared: entry 2
