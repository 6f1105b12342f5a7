// A view that names a destination view nobody declared mounts and runs until that name is needed:
// navigationDestination(for:) builds its content only on push (rules §14), so the push is what fails,
// with "cannot find 'NAME' in scope" (the compiler's wording), never "not supported".
// Expected output: the list's body, then the error at the push.
struct Trail: Hashable {
    let name: String
}

struct TrailList: View {
    let trails = [Trail(name: "Ridge"), Trail(name: "Creek")]
    var body: some View {
        let _ = print("TrailList body")
        NavigationStack {
            ForEach(trails, id: \.name) { trail in
                NavigationLink(trail.name, value: trail)
            }
            .navigationDestination(for: Trail.self) { trail in
                TrailMapView(trail: trail)
            }
        }
    }
}

:mount TrailList()
print("mounted")
:tap "Creek"
print("not reached")

// expect: TrailList body
// expect: mounted
// expect-error: cannot find 'TrailMapView' in scope
