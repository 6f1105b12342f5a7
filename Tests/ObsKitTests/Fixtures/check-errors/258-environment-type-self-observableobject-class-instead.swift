// Check error: @Environment(Type.self) with an ObservableObject class instead of an @Observable one
import SwiftUI

class Theme: ObservableObject {
    @Published var accent = Color.blue
}

struct Banner: View {
    @Environment(Theme.self) private var theme

    var body: some View {
        Text("Welcome")
            .foregroundStyle(theme.accent)
    }
}

:mount Banner().environmentObject(Theme())
// expect-error: no exact matches in call to initializer
