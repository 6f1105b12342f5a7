// Check error: a NavigationLink given the destination view's type instead of an instance
import SwiftUI

struct DetailView: View {
    var body: some View {
        Text("Details")
    }
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Show details", destination: DetailView)
        }
    }
}

:mount HomeView()
// expect-error: type 'DetailView.Type' cannot conform to 'View'
