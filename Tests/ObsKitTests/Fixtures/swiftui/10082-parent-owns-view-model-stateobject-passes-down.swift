// architecture style: the parent owns the view model (@StateObject) and passes it down to a child that observes it (@ObservedObject); the parent's own state change hands the child the same reference, so the child's body is skipped; a model change runs both, the child once (rules §2.3, §2.5, §2.7, §2.8, §5.1, §12)
import SwiftUI

final class InboxViewModel: ObservableObject {
    @Published var unread = 3

    init() { print("InboxViewModel init") }
    deinit { print("InboxViewModel deinit") }
}

struct UnreadBadge: View {
    @ObservedObject var viewModel: InboxViewModel

    var body: some View {
        let _ = Self._printChanges()
        Text("\(viewModel.unread) unread")
    }
}

struct InboxScreen: View {
    @StateObject private var viewModel = InboxViewModel()
    @State private var filterOn = false

    var body: some View {
        let _ = print("InboxScreen body: filter=\(filterOn)")
        VStack {
            UnreadBadge(viewModel: viewModel)
            Button("Filter") { filterOn.toggle() }
            Button("Read one") { viewModel.unread -= 1 }
        }
    }
}

:mount InboxScreen()
// expect: InboxViewModel init
// expect: InboxScreen body: filter=false
// expect: UnreadBadge: @self, @identity, _viewModel changed.
:tap "Filter"
// expect: InboxScreen body: filter=true
:tap "Read one"
// expect: InboxScreen body: filter=true
// expect: UnreadBadge: _viewModel changed.
