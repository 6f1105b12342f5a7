// Apple Developer Forums style: DisclosureGroups whose isExpanded is a Binding(get:set:) into an @Observable model's Set of open sections; opening one runs the list and only the new section's content, closing removes it (rules §15.9, §9.1, §8.3, §2.2)
import SwiftUI

@Observable
final class Outline {
    var expanded: Set<String> = ["Fruits"]
}

struct ItemsList: View {
    let names: [String]

    var body: some View {
        let _ = print("ItemsList body: \(names.joined(separator: ", "))")
        ForEach(names, id: \.self) { name in
            Text(name)
        }
    }
}

struct SectionsView: View {
    @State private var outline = Outline()
    let sections: [(String, [String])] = [("Fruits", ["Apple", "Pear"]), ("Veggies", ["Carrot", "Leek"])]

    var body: some View {
        let _ = print("SectionsView body: \(outline.expanded.sorted())")
        List {
            ForEach(sections, id: \.0) { section in
                DisclosureGroup(section.0, isExpanded: Binding(
                    get: { outline.expanded.contains(section.0) },
                    set: { isOpen in
                        if isOpen {
                            outline.expanded.insert(section.0)
                        } else {
                            outline.expanded.remove(section.0)
                        }
                    }
                )) {
                    ItemsList(names: section.1)
                }
            }
        }
    }
}

:mount SectionsView()
// expect: SectionsView body: ["Fruits"]
// expect: ItemsList body: Apple, Pear
:tap "Veggies"
// expect: SectionsView body: ["Fruits", "Veggies"]
// expect: ItemsList body: Carrot, Leek
:tap "Fruits"
// expect: SectionsView body: ["Veggies"]
:tap "Fruits"
// expect: SectionsView body: ["Fruits", "Veggies"]
// expect: ItemsList body: Apple, Pear
