// rules §14, T16: a missing @EnvironmentObject that is declared but never read does not crash.
import SwiftUI

final class Settings: ObservableObject {
    @Published var theme = "dark"
}

struct Quiet: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        let _ = print("Quiet body")
        Text("never reads settings")
    }
}

:mount Quiet()
print("still running")

// expect: Quiet body
// expect: still running
