// "Coordinator with sheets" post: the coordinator that owns navigation also owns the presented sheet as an optional
// Identifiable route, and the sheet's screen owns a view model that lives as long as the sheet
// What SwiftUI does: `sheet(item:)` presents when the item becomes non-nil and only then builds its content (rules
// §13.1), so the sheet's view model is made at presentation (rules §3.1). The root makes `$coordinator.sheet`
// through `@Bindable`, a read (rules §8.5), so it runs when the sheet comes and goes. `:dismiss` sets the item to
// nil, as a swipe would (rules §13.1, ObsREPL's choice); in the update that follows the root's body runs, then the
// sheet's node is destroyed and its view model deinits (rules §1.4, §2.8). Presenting again builds a new screen with
// a new view model. "Save" sets the item to nil in code: the same update, and the saved title is in the list the
// root reads.
// Sources: rules §1.4, §2.8, §3.1, §8.5, §13.1; Apple `View/sheet(item:onDismiss:content:)`
// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
import SwiftUI

enum SheetRoute: String, Identifiable {
    case newReminder
    case settings

    var id: String { rawValue }
}

@MainActor
@Observable
final class ReminderCoordinator {
    var sheet: SheetRoute?
    var reminders: [String] = []

    init() {
        print("ReminderCoordinator init")
    }

    func present(_ route: SheetRoute) {
        sheet = route
    }

    func save(_ title: String) {
        reminders.append(title)
        sheet = nil
    }
}

@MainActor
@Observable
final class NewReminderViewModel {
    var title = "Call mom"

    init() {
        print("NewReminderViewModel init")
    }

    deinit {
        print("NewReminderViewModel deinit")
    }
}

struct NewReminderScreen: View {
    @Environment(ReminderCoordinator.self) private var coordinator
    @State private var viewModel = NewReminderViewModel()

    var body: some View {
        let _ = print("NewReminderScreen body")
        VStack {
            Text(viewModel.title)
            Button("Save") { coordinator.save(viewModel.title) }
        }
    }
}

struct RemindersRoot: View {
    @State private var coordinator = ReminderCoordinator()

    var body: some View {
        @Bindable var coordinator = coordinator
        let _ = print("RemindersRoot body: sheet \(coordinator.sheet?.rawValue ?? "none"), \(coordinator.reminders)")
        VStack {
            Button("New reminder") { coordinator.present(.newReminder) }
        }
        .sheet(item: $coordinator.sheet) { route in
            switch route {
            case .newReminder:
                NewReminderScreen()
                    .environment(coordinator)
            case .settings:
                Text("Settings")
            }
        }
    }
}

:mount RemindersRoot()
// expect: ReminderCoordinator init
// expect: RemindersRoot body: sheet none, []
:tap "New reminder"
// expect: RemindersRoot body: sheet newReminder, []
// expect: NewReminderViewModel init
// expect: NewReminderScreen body
:dismiss
// expect: RemindersRoot body: sheet none, []
// expect: NewReminderViewModel deinit
:tap "New reminder"
// expect: RemindersRoot body: sheet newReminder, []
// expect: NewReminderViewModel init
// expect: NewReminderScreen body
:tap "Save"
// expect: RemindersRoot body: sheet none, ["Call mom"]
// expect: NewReminderViewModel deinit
