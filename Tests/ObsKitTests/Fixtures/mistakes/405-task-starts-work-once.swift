// Work started from `.task` instead of a model's init: the view's `.task` calls a plain method that
// launches an unstructured `Task`, which awaits a slow (virtual-clock) fetch and stores the result with
// `await MainActor.run { ... }`. The task starts once, when the view appears after its first body;
// parent renders neither re-run the child's body nor start the work again; the stored result re-runs the
// owning view's body when the clock reaches it.
// Basis: rules §11 (.task starts on appear if none is running), rules §10 (appearance callbacks after
// the update), rules §4 (the model is made once), rules §2 (equal child value ⇒ no child body), rules §6
// (the @Published write invalidates the @StateObject box), rules §12. Swift: `MainActor.run` runs its
// closure and returns its value.
final class Forecast: ObservableObject {
    @Published var summary = ""
    func refresh() {
        print("refresh called")
        Task {
            let text = await downloadForecast()
            let stored = await MainActor.run { () -> Int in
                self.summary = text
                return text.count
            }
            print("stored", stored, "characters")
        }
    }
}

func downloadForecast() async -> String {
    print("download started")
    try? await Task.sleep(for: .seconds(2))
    print("download finished")
    return "sunny"
}

struct ForecastCard: View {
    @StateObject private var forecast = Forecast()
    var body: some View {
        let _ = Self._printChanges()
        Text(forecast.summary.isEmpty ? "Loading" : forecast.summary)
            .task { forecast.refresh() }
    }
}

struct Home: View {
    @State private var renders = 0
    var body: some View {
        let _ = print("Home body", renders)
        Button("Render") { renders += 1 }
        ForecastCard()
    }
}

:mount Home()
:tap "Render"
print("-- one second")
:advance 1s
print("-- one more")
:advance 1s
:tap "Render"

// expect: Home body 0
// expect: ForecastCard: @self, @identity, _forecast changed.
// expect: refresh called
// expect: download started
// expect: Home body 1
// expect: -- one second
// expect: -- one more
// expect: download finished
// expect: stored 5 characters
// expect: ForecastCard: _forecast changed.
// expect: Home body 2
