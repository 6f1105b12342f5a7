// Apple sample style (Destination Video downloads): a .task in a tab is cancelled when another tab is chosen, since the hidden tab disappears; it starts again when the tab comes back (rules §11.3, §15.8, §11.1)
import SwiftUI

struct DownloadsTab: View {
    @State private var progress = 0
    var body: some View {
        let _ = print("DownloadsTab body \(progress)")
        Text("Downloaded \(progress)%")
            .task {
                print("download task start")
                do {
                    while progress < 100 {
                        try await Task.sleep(for: .seconds(1))
                        progress += 25
                    }
                    print("download complete")
                } catch {
                    print("download paused at \(progress)")
                }
            }
    }
}

struct WatchTab: View {
    var body: some View {
        let _ = print("WatchTab body")
        Text("Up Next")
    }
}

struct ContentView: View {
    var body: some View {
        TabView {
            DownloadsTab()
                .tabItem { Label("Downloads", systemImage: "arrow.down.circle") }
            WatchTab()
                .tabItem { Label("Watch", systemImage: "play") }
        }
    }
}

:mount ContentView()
// expect: DownloadsTab body 0
// expect: download task start
:advance 1s
// expect: DownloadsTab body 25
:tab "Watch"
// expect: WatchTab body
// expect: download paused at 25
:tab "Downloads"
// expect: download task start
:advance 3s
// expect: DownloadsTab body 50
// expect: DownloadsTab body 75
// expect: download complete
// expect: DownloadsTab body 100
