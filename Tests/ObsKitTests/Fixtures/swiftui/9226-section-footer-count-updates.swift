// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/section (a Section with a header and a footer around dynamic rows)
// A Section's header and footer are views like any other. Here each is a small struct: the header takes a
// constant title, the footer the count of tasks. Deleting a row changes the array: the list's body runs, the
// footer gets a new count and runs, the header gets an equal title and doesn't.
import SwiftUI

struct SectionHeader: View {
    let title: String
    var body: some View {
        let _ = print("header \(title)")
        Text(title)
    }
}

struct SectionFooter: View {
    let count: Int
    var body: some View {
        let _ = print("footer \(count) remaining")
        Text("\(count) remaining")
    }
}

struct TaskSection: View {
    @State private var tasks = ["Pack", "Print tickets", "Water plants"]

    var body: some View {
        List {
            Section {
                ForEach(tasks, id: \.self) { task in
                    Text(task)
                }
                .onDelete { tasks.remove(atOffsets: $0) }
            } header: {
                SectionHeader(title: "Trip")
            } footer: {
                SectionFooter(count: tasks.count)
            }
        }
    }
}

:mount TaskSection()
// expect: header Trip
// expect: footer 3 remaining
:delete "Print tickets"
// expect: footer 2 remaining
:delete "Pack"
// expect: footer 1 remaining
