// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/section (a List of @Observable recipes grouped into Sections by course with Dictionary(grouping:) in the body; a row's button moves its recipe to another course and the sections regroup)
// Apple's Section page shows a List whose content is a ForEach of Sections, each with its own header and rows. Here
// the grouping is computed in the body from each recipe's course; since the body reads every recipe's course
// through Observation, changing one recipe's course re-runs it and the sections are rebuilt; Dictionary(grouping:) keeps
// the array's order inside each group. The summary is
// reported with onChange(of:initial:), once when the view appears and then on each change.
import SwiftUI

@Observable
final class Recipe: Identifiable {
    let id: String
    var course: String
    init(_ name: String, course: String) {
        id = name
        self.course = course
    }
}

struct Cookbook: View {
    @State private var recipes = [
        Recipe("Soup", course: "Starter"),
        Recipe("Pie", course: "Dessert"),
        Recipe("Salad", course: "Starter"),
        Recipe("Stew", course: "Main")
    ]

    var groups: [(course: String, names: [String])] {
        Dictionary(grouping: recipes, by: \.course)
            .map { (course: $0.key, names: $0.value.map(\.id)) }
            .sorted { $0.course < $1.course }
    }

    var summary: String {
        groups.map { "\($0.course): \($0.names.joined(separator: ", "))" }.joined(separator: " | ")
    }

    var body: some View {
        List {
            ForEach(groups, id: \.course) { group in
                Section(group.course) {
                    ForEach(group.names, id: \.self) { name in
                        Button("Serve \(name) as main") {
                            recipes.first { $0.id == name }?.course = "Main"
                        }
                    }
                }
            }
        }
        .onChange(of: summary, initial: true) { _, value in
            print(value)
        }
    }
}

:mount Cookbook()
// expect: Dessert: Pie | Main: Stew | Starter: Soup, Salad
:tap "Serve Salad as main"
// expect: Dessert: Pie | Main: Salad, Stew | Starter: Soup
:tap "Serve Pie as main"
// expect: Main: Pie, Salad, Stew | Starter: Soup
:tap "Serve Stew as main"
