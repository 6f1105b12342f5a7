// Apple sample style (Destination Video refresh): .refreshable runs an async reload through an actor, guarded by a loading flag; the loading flag is @State, read by the body (rules §15.10, §3.4, §10.1)
import SwiftUI

actor FeedService {
    private var page = 0
    func nextPage() async -> [String] {
        page += 1
        try? await Task.sleep(for: .seconds(1))
        return ["Clip \(page)a", "Clip \(page)b"]
    }
}

struct FeedView: View {
    let service: FeedService
    @State private var clips: [String] = []
    @State private var isLoading = false
    var body: some View {
        let _ = print("FeedView body clips=\(clips.count) loading=\(isLoading)")
        List(clips, id: \.self) { Text($0) }
            .refreshable { await reload() }
    }
    private func reload() async {
        guard !isLoading else {
            print("already loading")
            return
        }
        isLoading = true
        let fresh = await service.nextPage()
        clips = fresh + clips
        isLoading = false
        print("now \(clips.count) clips")
    }
}

struct ContentView: View {
    private let service = FeedService()
    var body: some View {
        NavigationStack {
            FeedView(service: service)
        }
    }
}

:mount ContentView()
// expect: FeedView body clips=0 loading=false
:refresh
// expect: FeedView body clips=0 loading=true
:advance 1s
// expect: now 2 clips
// expect: FeedView body clips=2 loading=false
:refresh
// expect: FeedView body clips=2 loading=true
:advance 1s
// expect: now 4 clips
// expect: FeedView body clips=4 loading=false
