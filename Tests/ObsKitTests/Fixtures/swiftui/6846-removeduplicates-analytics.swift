// Follows Combine's `removeDuplicates()` page (https://developer.apple.com/documentation/combine/publisher/removeduplicates()):
// "Publishes only elements that don't match the previous element." Own code: an app shell whose model logs a
// screen view for analytics only when the selected section really changes.
// - `@Published` has no equality check: every set, even of the same value, sends objectWillChange and the new value
//   to `$section` subscribers (rules §6.3, T12); `removeDuplicates()` then drops the repeats. So "published" prints
//   at every tap, "logged" only on a change.
// - Subscribing delivers the current value at once (rules §6.3): the init logs "Home". The @StateObject's model is
//   made right before the first body (rules §4.2).
// - `$section` sends before the value is stored (rules §6.3), all inside the tap, so the pipeline's lines come
//   before the body, which runs once per tap, repeats included (rules §10.1, T12).
import SwiftUI
import Combine

@MainActor
final class AppShellModel: ObservableObject {
    @Published var section = "Home"
    private(set) var logged: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init() {
        $section
            .handleEvents(receiveOutput: { print("published \($0)") })
            .removeDuplicates()
            .sink { [weak self] section in
                print("logged view of \(section)")
                self?.logged.append(section)
            }
            .store(in: &cancellables)
    }
}

struct AppShell: View {
    @StateObject private var model = AppShellModel()

    var body: some View {
        let _ = print("AppShell body, \(model.section)")
        VStack {
            Text(model.section)
            HStack {
                Button("Home") { model.section = "Home" }
                Button("Search") { model.section = "Search" }
                Button("Profile") { model.section = "Profile" }
            }
            Button("Show log") { print("log: \(model.logged)") }
        }
    }
}

:mount AppShell()
// expect: published Home
// expect: logged view of Home
// expect: AppShell body, Home
:tap "Home"
// expect: published Home
// expect: AppShell body, Home
:tap "Search"
// expect: published Search
// expect: logged view of Search
// expect: AppShell body, Search
:tap "Search"
// expect: published Search
// expect: AppShell body, Search
:tap "Profile"
// expect: published Profile
// expect: logged view of Profile
// expect: AppShell body, Profile
:tap "Show log"
// expect: log: ["Home", "Search", "Profile"]
