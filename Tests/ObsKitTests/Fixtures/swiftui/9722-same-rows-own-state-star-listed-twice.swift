// Demystify SwiftUI style, identity in a ForEach: the same rows with their own @State star, listed twice; keyed by the name (\.self) the star stays with its person when a name is inserted in front and only the new row runs, keyed by position (\.offset) the star stays at the first place and every row runs again (rules §1.2, §2.3, §2.6)
import SwiftUI

struct StarRow: View {
    let list: String
    let name: String
    @State private var starred = false

    var body: some View {
        let _ = print("\(list): \(name)\(starred ? " *" : "")")
        Button("Star \(name)") { starred.toggle() }
    }
}

struct TeamView: View {
    @State private var names = ["Ava", "Ben"]

    var body: some View {
        let _ = print("TeamView body")
        VStack {
            Section("By name") {
                ForEach(names, id: \.self) { name in
                    StarRow(list: "by name", name: name)
                }
            }
            Section("By place") {
                ForEach(Array(names.enumerated()), id: \.offset) { entry in
                    StarRow(list: "by place", name: entry.element)
                }
            }
            Button("Add Cleo") { names.insert("Cleo", at: 0) }
        }
    }
}

:mount TeamView()
// expect: TeamView body
// expect: by name: Ava
// expect: by name: Ben
// expect: by place: Ava
// expect: by place: Ben
:tap "Star Ava"
// expect: by name: Ava *
:tap "Star Ava" 2
// expect: by place: Ava *
:tap "Add Cleo"
// expect: TeamView body
// expect: by name: Cleo
// expect: by place: Cleo *
// expect: by place: Ava
// expect: by place: Ben
