// "Nested view models" post: a list view model owns one small @Observable view model per row, and each row view
// receives its own row view model with `@Bindable`
// What SwiftUI does: tracking is per object and property (rules §8.3). The screen's body reads `items` only, so
// toggling a row changes `isDone` of one row object, read by that row's body alone (the toggle's binding reads it,
// rules §8.5): one row runs, as `@dependencies` (rules §12.1), and neither the screen nor the other rows. Adding an
// item changes `items`: the screen runs, each `ForEach` row is compared (rules §2.6, ObsREPL's choice), the old rows
// hold the same objects and are skipped (rules §2.3), and only the new row's body runs. A stored `@Bindable` is not a
// dynamic property, so rows print `@self changed.` at first (rules §12.2).
// Sources: rules §2.3, §2.6, §8.3, §8.5, §12.1, §12.2; Apple `Bindable`
// https://developer.apple.com/documentation/swiftui/bindable
import SwiftUI

@MainActor
@Observable
final class ChecklistItemViewModel: Identifiable {
    let title: String
    var isDone = false

    init(title: String) {
        self.title = title
    }
}

@MainActor
@Observable
final class ChecklistViewModel {
    var items = [ChecklistItemViewModel(title: "Passport"), ChecklistItemViewModel(title: "Charger")]

    init() {
        print("ChecklistViewModel init")
    }

    func addItem() {
        items.append(ChecklistItemViewModel(title: "Item \(items.count + 1)"))
    }
}

struct ChecklistRow: View {
    @Bindable var item: ChecklistItemViewModel

    var body: some View {
        let _ = Self._printChanges()
        let _ = print("ChecklistRow body: \(item.title) \(item.isDone)")
        Toggle(item.title, isOn: $item.isDone)
    }
}

struct ChecklistScreen: View {
    @State private var viewModel = ChecklistViewModel()

    var body: some View {
        let _ = Self._printChanges()
        List {
            ForEach(viewModel.items) { item in
                ChecklistRow(item: item)
            }
            Button("Add item") { viewModel.addItem() }
        }
    }
}

:mount ChecklistScreen()
// expect: ChecklistViewModel init
// expect: ChecklistScreen: @self, @identity, _viewModel changed.
// expect: ChecklistRow: @self changed.
// expect: ChecklistRow body: Passport false
// expect: ChecklistRow: @self changed.
// expect: ChecklistRow body: Charger false
:toggle "Passport"
// expect: ChecklistRow: @dependencies changed.
// expect: ChecklistRow body: Passport true
:tap "Add item"
// expect: ChecklistScreen: @dependencies changed.
// expect: ChecklistRow: @self changed.
// expect: ChecklistRow body: Item 3 false
:toggle "Item 3"
// expect: ChecklistRow: @dependencies changed.
// expect: ChecklistRow body: Item 3 true
