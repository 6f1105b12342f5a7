// Check error: body declared as 'View' instead of 'some View'
import SwiftUI

struct WelcomeBanner: View {
    let name: String

    var body: View {
        VStack {
            Text("Welcome back,")
            Text(name)
                .font(.largeTitle)
        }
        .padding()
    }
}

:mount WelcomeBanner(name: "Sam")
// expect-error: type 'WelcomeBanner' does not conform to protocol 'View'
