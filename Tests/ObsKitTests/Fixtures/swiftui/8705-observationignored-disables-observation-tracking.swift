// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/observation/observationignored() (@ObservationIgnored "disables observation tracking of a property": bumping an ignored counter doesn't re-run the body that reads it; changing a tracked property does, and the body then shows the ignored value too)
import SwiftUI

@Observable
final class ArticleViewModel {
    var title = "Draft"
    @ObservationIgnored var saveCount = 0

    func autosave() {
        saveCount += 1
    }
}

struct ArticleView: View {
    @State private var viewModel = ArticleViewModel()

    var body: some View {
        let _ = print("body: \(viewModel.title), saved \(viewModel.saveCount)x")
        VStack {
            Text(viewModel.title)
            Button("Autosave") { viewModel.autosave() }
            Button("Publish") { viewModel.title = "Published" }
        }
    }
}

:mount ArticleView()
:tap "Autosave"
:tap "Autosave"
:tap "Publish"
// expect: body: Draft, saved 0x
// expect: body: Published, saved 2x
