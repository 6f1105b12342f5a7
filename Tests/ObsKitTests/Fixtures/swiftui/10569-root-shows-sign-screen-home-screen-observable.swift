// everyday app screens style: a root that shows a sign-in screen or the home screen from one @Observable session in the environment; signing in makes the home screen and its @State feed model, signing out destroys them (the feed deinits) and the sign-in screen starts with empty state (rules §1.1, §1.4, §3.1, §8.3)
import SwiftUI

@Observable
final class Session {
    var user: String? = nil
    init() { print("Session init") }
}

@Observable
final class Feed {
    var posts = ["Welcome"]
    init() { print("Feed init") }
    deinit { print("Feed deinit") }
}

struct SignInView: View {
    @Environment(Session.self) private var session
    @State private var name = ""

    var body: some View {
        let _ = print("SignInView body: name='\(name)'")
        VStack {
            TextField("Name", text: $name)
            Button("Continue") { session.user = name }
                .disabled(name.isEmpty)
        }
    }
}

struct HomeView: View {
    @Environment(Session.self) private var session
    @State private var feed = Feed()

    var body: some View {
        let _ = print("HomeView body: \(session.user ?? "-") has \(feed.posts.count) posts")
        VStack {
            Button("Post") { feed.posts.append("Hello") }
            Button("Sign Out") { session.user = nil }
        }
    }
}

struct SessionRoot: View {
    @State private var session = Session()

    var body: some View {
        let _ = print("SessionRoot body: signedIn=\(session.user != nil)")
        Group {
            if session.user == nil {
                SignInView()
            } else {
                HomeView()
            }
        }
        .environment(session)
    }
}

:mount SessionRoot()
// expect: Session init
// expect: SessionRoot body: signedIn=false
// expect: SignInView body: name=''
:type "Jo" into "Name"
// expect: SignInView body: name='J'
// expect: SignInView body: name='Jo'
:tap "Continue"
// expect: SessionRoot body: signedIn=true
// expect: Feed init
// expect: HomeView body: Jo has 1 posts
:tap "Post"
// expect: HomeView body: Jo has 2 posts
:tap "Sign Out"
// expect: SessionRoot body: signedIn=false
// expect: Feed deinit
// expect: SignInView body: name=''
