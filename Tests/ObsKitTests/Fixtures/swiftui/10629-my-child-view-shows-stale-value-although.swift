// Stack Overflow style: "my child view shows a stale value although the parent re-renders" (pitfall part: the child takes the ObservableObject as a plain let; the parent's @StateObject runs its body on the change, but hands the child the same reference, so the child compares equal and skips; fix part: @ObservedObject in the child subscribes, and it runs) (rules §2.3, §2.7, §4.4, §5.1, §12.1)
import SwiftUI
import Combine

final class Downloads: ObservableObject {
    @Published var finished = 0
}

struct LetProgress: View {
    let downloads: Downloads

    var body: some View {
        let _ = Self._printChanges()
        Text("let: \(downloads.finished)")
    }
}

struct ObservedProgress: View {
    @ObservedObject var downloads: Downloads

    var body: some View {
        let _ = Self._printChanges()
        Text("observed: \(downloads.finished)")
    }
}

struct DownloadsScreen: View {
    @StateObject private var downloads = Downloads()

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            LetProgress(downloads: downloads)
            ObservedProgress(downloads: downloads)
            Button("Finish one") { downloads.finished += 1 }
        }
    }
}

:mount DownloadsScreen()
// expect: DownloadsScreen: @self, @identity, _downloads changed.
// expect: LetProgress: @self changed.
// expect: ObservedProgress: @self, @identity, _downloads changed.
// --- pitfall and fix side by side: the let child stays at 0
:tap "Finish one"
// expect: DownloadsScreen: _downloads changed.
// expect: ObservedProgress: _downloads changed.
:tap "Finish one"
// expect: DownloadsScreen: _downloads changed.
// expect: ObservedProgress: _downloads changed.
