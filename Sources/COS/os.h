// `import os`: the API is in the Swift overlay (Sources/os).
