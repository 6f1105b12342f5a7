// async-in-views style: Self._printChanges() on a view whose @State @Observable model loads in .task: the first body lists the state, each later change is @dependencies, and the two writes after the await give one body (rules §12, §8, §10.1)
import SwiftUI

@MainActor
@Observable
final class PantryModel {
    var items: [String] = []
    var loading = false

    func load() async {
        loading = true
        try? await Task.sleep(for: .seconds(1))
        items = ["Rice", "Beans", "Oats"]
        loading = false
    }
}

struct PantryView: View {
    @State private var model = PantryModel()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            if model.loading { ProgressView() }
            ForEach(model.items, id: \.self) { Text($0) }
        }
        .task { await model.load() }
    }
}

:mount PantryView()
// expect: PantryView: @self, @identity, _model changed.
// expect: PantryView: @dependencies changed.
:advance 1s
// expect: PantryView: @dependencies changed.
