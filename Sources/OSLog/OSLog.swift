// `import OSLog`: Apple's module of that name brings the logging API of `os`; so does this one.
@_exported import os
