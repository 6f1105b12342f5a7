// Check error: a switch whose only case for .success has a 'where' clause
enum LoadResult {
    case success(count: Int)
    case failure(message: String)
}

func report(_ result: LoadResult) -> String {
    switch result {
    case .success(let count) where count > 0:
        return "Loaded \(count) items"
    case .failure(let message):
        return "Failed: \(message)"
    }
}

print(report(.success(count: 4)))
print(report(.failure(message: "offline")))
// expect-error: switch must be exhaustive
