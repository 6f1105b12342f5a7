// Issue 13 (A), a contacts list grouped by initial: `Dictionary(grouping:by:)` sorted into sections, nested
// ForEach over sections and names, `.listStyle(.insetGrouped)`, swipe to delete from a section.
// Expected: the groups are recomputed in the body; deleting the last name of a letter removes its section;
// the delete action receives offsets within that section's ForEach.
import SwiftUI

struct ContactsBook: View {
    @State private var names = ["Alice", "Bob", "Anna", "Carl"]

    var sections: [(letter: String, names: [String])] {
        Dictionary(grouping: names, by: { String($0.prefix(1)) })
            .map { (letter: $0.key, names: $0.value.sorted()) }
            .sorted { $0.letter < $1.letter }
    }

    var body: some View {
        let _ = print("sections:", sections.map { "\($0.letter)\($0.names.count)" }.joined(separator: " "))
        List {
            ForEach(sections, id: \.letter) { section in
                Section(section.letter) {
                    ForEach(section.names, id: \.self) { name in
                        Text(name)
                    }
                    .onDelete { offsets in
                        let removed = offsets.map { section.names[$0] }
                        print("deleting", removed, "at", Array(offsets))
                        names.removeAll { removed.contains($0) }
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}

:mount ContactsBook()
:delete "Anna"
:delete "Bob"

// expect: sections: A2 B1 C1
// expect: deleting ["Anna"] at [1]
// expect: sections: A1 B1 C1
// expect: deleting ["Bob"] at [0]
// expect: sections: A1 C1
