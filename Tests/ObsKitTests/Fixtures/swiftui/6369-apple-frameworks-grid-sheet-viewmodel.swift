// Sean Allen's "Apple Frameworks" beginner project: a LazyVGrid of framework tiles chosen with onTapGesture, a FrameworkGridViewModel (ObservableObject) whose plain selectedFramework didSet raises the @Published isShowingDetailView, a sheet bound to $viewModel.isShowingDetailView with a detail that closes itself through a @Binding (Apple: sheet(isPresented:onDismiss:content:), ObservedObject.Wrapper dynamic member binding; SEMANTICS §4, §6 only @Published publishes, §9, §11 onAppear)
import SwiftUI

struct Framework: Hashable, Identifiable {
    let id: Int
    let name: String
    let urlString: String
}

enum MockData {
    static let frameworks = [
        Framework(id: 1, name: "ARKit", urlString: "https://developer.apple.com/augmented-reality/"),
        Framework(id: 2, name: "RealityKit", urlString: "https://developer.apple.com/documentation/realitykit"),
        Framework(id: 3, name: "CloudKit", urlString: "https://developer.apple.com/icloud/cloudkit/"),
        Framework(id: 4, name: "SwiftUI", urlString: "https://developer.apple.com/xcode/swiftui/"),
    ]
}

final class FrameworkGridViewModel: ObservableObject {
    var selectedFramework: Framework? {
        didSet { isShowingDetailView = true }
    }
    @Published var isShowingDetailView = false

    let columns: [GridItem] = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
}

struct FrameworkTitleView: View {
    let framework: Framework

    var body: some View {
        VStack {
            Image(systemName: "app.dashed")
                .resizable()
                .frame(width: 90, height: 90)
            Text(framework.name)
                .font(.title2)
                .fontWeight(.semibold)
                .scaledToFit()
                .minimumScaleFactor(0.6)
        }
        .padding()
    }
}

struct FrameworkDetailView: View {
    let framework: Framework
    @Binding var isShowingDetailView: Bool

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button("Close") {
                    isShowingDetailView = false
                }
            }
            .padding()
            Spacer()
            FrameworkTitleView(framework: framework)
            Spacer()
            Button("Learn More") {
                print("open \(framework.urlString)")
            }
        }
        .onAppear { print("showing \(framework.name)") }
    }
}

struct FrameworkGridView: View {
    @StateObject var viewModel = FrameworkGridViewModel()

    var body: some View {
        let _ = Self._printChanges()
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: viewModel.columns) {
                    ForEach(MockData.frameworks) { framework in
                        FrameworkTitleView(framework: framework)
                            .onTapGesture {
                                viewModel.selectedFramework = framework
                            }
                    }
                }
            }
            .navigationTitle("🍎 Frameworks")
            .sheet(isPresented: $viewModel.isShowingDetailView) {
                FrameworkDetailView(framework: viewModel.selectedFramework!,
                                    isShowingDetailView: $viewModel.isShowingDetailView)
            }
        }
    }
}

:mount FrameworkGridView()
:tap "ARKit"
:tap "Learn More"
:tap "Close"
:tap "CloudKit"
:dismiss

// expect: FrameworkGridView: @self, @identity, _viewModel changed.
// expect: FrameworkGridView: _viewModel changed.
// expect: showing ARKit
// expect: open https://developer.apple.com/augmented-reality/
// expect: FrameworkGridView: _viewModel changed.
// expect: FrameworkGridView: _viewModel changed.
// expect: showing CloudKit
// expect: FrameworkGridView: _viewModel changed.
