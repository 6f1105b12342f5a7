// environment and custom wrappers style: a dismiss-like action of our own (\.closePanel) that the presenter puts on its sheet's content; the same panel shown inline gets the default action, the one in the sheet closes it by writing the presenter's flag; the presenter's body never reads the flag, so it doesn't run (rules §14.2, §8.7, §13.1, §11.1)
import SwiftUI

struct ClosePanelAction {
    let run: () -> Void

    func callAsFunction() {
        run()
    }
}

extension EnvironmentValues {
    @Entry var closePanel: ClosePanelAction = ClosePanelAction {
        print("closePanel: nothing to close")
    }
}

struct FilterPanel: View {
    @Environment(\.closePanel) private var closePanel

    var body: some View {
        let _ = print("FilterPanel body")
        VStack {
            Text("Filters")
            Button("Apply") {
                print("applied")
                closePanel()
            }
        }
        .onDisappear { print("FilterPanel gone") }
    }
}

struct ShopScreen: View {
    @State private var showFilters = false

    var body: some View {
        let _ = print("ShopScreen body")
        VStack {
            Button("Filters") { showFilters = true }
            FilterPanel()
        }
        .sheet(isPresented: $showFilters) {
            FilterPanel()
                .environment(\.closePanel, ClosePanelAction { showFilters = false })
        }
    }
}

:mount ShopScreen()
// expect: ShopScreen body
// expect: FilterPanel body
:tap "Apply"
// expect: applied
// expect: closePanel: nothing to close
:tap "Filters"
// expect: FilterPanel body
:tap "Apply"
// expect: applied
// expect: FilterPanel gone
