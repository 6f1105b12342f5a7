// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/food-truck-building-a-swiftui-multiplatform-app (Food Truck's donut editor: Pickers bound to fields of a Donut through `@Binding var donut`; each pick re-runs the preview card, whose input changed; choosing the option already selected changes nothing)
// Food Truck's DonutEditor takes `@Binding var donut: Donut` and edits its dough, glaze and topping with Pickers
// bound to `$donut.dough` and so on. The binding writes into the owner's @State, the owner's body runs, and the
// preview card, which takes the donut as a value, runs when that value differs from before. Picking the value the
// donut already has leaves an equal donut, so the card does not run.
// - Pick "Chocolate" dough, then "Maple" glaze: the card runs after each.
// - Pick "Maple" glaze again: nothing runs.
import SwiftUI

enum Dough: String, CaseIterable, Identifiable {
    case plain, chocolate, matcha
    var id: Self { self }
}

enum Glaze: String, CaseIterable, Identifiable {
    case none, maple, strawberry
    var id: Self { self }
}

struct Donut: Equatable {
    var name: String
    var dough: Dough
    var glaze: Glaze
}

struct DonutPreviewCard: View {
    let donut: Donut

    var body: some View {
        let _ = print("preview: \(donut.name), \(donut.dough.rawValue) dough, \(donut.glaze.rawValue) glaze")
        Text(donut.name)
    }
}

struct DonutEditor: View {
    @Binding var donut: Donut

    var body: some View {
        Form {
            Picker("Dough", selection: $donut.dough) {
                ForEach(Dough.allCases) { dough in
                    Text(dough.rawValue.capitalized).tag(dough)
                }
            }
            Picker("Glaze", selection: $donut.glaze) {
                ForEach(Glaze.allCases) { glaze in
                    Text(glaze.rawValue.capitalized).tag(glaze)
                }
            }
        }
    }
}

struct DonutEditorScreen: View {
    @State private var donut = Donut(name: "Classic", dough: .plain, glaze: .none)

    var body: some View {
        VStack {
            DonutPreviewCard(donut: donut)
            DonutEditor(donut: $donut)
        }
    }
}

:mount DonutEditorScreen()
// expect: preview: Classic, plain dough, none glaze
:pick "Chocolate" in "Dough"
// expect: preview: Classic, chocolate dough, none glaze
:pick "Maple" in "Glaze"
// expect: preview: Classic, chocolate dough, maple glaze
:pick "Maple" in "Glaze"
